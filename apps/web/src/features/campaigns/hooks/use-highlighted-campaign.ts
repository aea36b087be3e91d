import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** `/campaigns?campaignId=7` (the notification redirect, docs/product.md §2): 7; null without one. */
export function useRequestedCampaignId(): number | null {
  const [params] = useSearchParams();
  const raw = Number(params.get('campaignId'));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

/** Scrolls the campaign's card into view once it is on the page. */
export function useScrollToCampaign(campaignId: number | null, isOnPage: boolean) {
  useEffect(() => {
    if (!isOnPage || campaignId === null) return;
    const card = document.querySelector(`[data-campaign-id="${campaignId}"]`);
    card?.scrollIntoView({ block: 'start' });
  }, [isOnPage, campaignId]);
}
