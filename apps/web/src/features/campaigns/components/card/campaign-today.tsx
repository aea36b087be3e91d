import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import { campaignGroup } from '@vanbid/domain';
import { useBrandedPoints } from '../../api/branded-points';
import { brandedAllowanceText } from '../../lib/branded-allowance';
import { formatDollars } from '../../lib/format';

/**
 * "3 leads today · $84.00": what the card's campaign bought and spent today in the chosen time
 * zone, as the Spend card counts it; a branded campaign's are the branded calls it took, like its
 * log and dashboard.
 */
export function campaignTodayText(campaign: Pick<Campaign, 'parent' | 'type' | 'dayInZone'>) {
  const group = campaignGroup(campaign);
  const noun = group === 'leads' ? 'lead' : 'call';
  const count = campaign.dayInZone.purchases;
  const bought = `${count} ${group === 'branded' ? 'branded ' : ''}${noun}${count === 1 ? '' : 's'} today`;
  return `${bought} · ${formatDollars(campaign.dayInZone.spent)}`;
}

/** The account's free branded calls of the month ("7 of 10 free this month"). */
function BrandedAllowance() {
  const points = useBrandedPoints();
  if (!points.data) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="branded-allowance">
      Branded calls: {brandedAllowanceText(points.data)}
    </Typography>
  );
}

export function CampaignToday({ campaign }: { campaign: Campaign }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="campaign-today">
        {campaignTodayText(campaign)}
      </Typography>
      {campaignGroup(campaign) === 'branded' ? <BrandedAllowance /> : null}
    </>
  );
}
