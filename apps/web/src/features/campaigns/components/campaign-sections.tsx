import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import type { CampaignStatus } from '@vanbid/domain';
import { type ReactElement, useDeferredValue, useMemo } from 'react';
import { useGradualCount } from '../../../hooks/use-gradual-count';
import type { CampaignWrites } from '../api/campaign-settings';
import type { CampaignSection } from '../lib/campaign-display';
import { CampaignCard } from './campaign-card';

/** Cards rendered per step (see `useGradualCount`). */
const CARDS_PER_STEP = 1;

/**
 * The sections cut to their first `count` cards in order, each with its full number; a section
 * none of whose cards is shown yet is left out, so that cards only ever add to the end.
 */
function firstCards(sections: CampaignSection[], cards: Map<number, ReactElement>, count: number) {
  let left = count;
  return sections.flatMap((section) => {
    const shown = section.campaigns
      .slice(0, Math.max(0, left))
      .map((campaign) => cards.get(campaign.campaignId));
    left -= section.campaigns.length;
    return shown.length > 0 ? [{ ...section, shown }] : [];
  });
}

interface CampaignSectionsProps {
  sections: CampaignSection[];
  writes: CampaignWrites;
  onOpenSchedule: (campaign: Campaign) => void;
  statusOf: (campaign: Campaign) => CampaignStatus;
  onActiveChange: (campaign: Campaign, isActive: boolean) => void;
  highlightedId: number | null;
}

/** The campaigns by group (docs/product.md §4: calls, leads, branded), each newest last buy first. */
export function CampaignSections(props: CampaignSectionsProps) {
  const { writes, onOpenSchedule, onActiveChange, highlightedId } = props;
  // A query of the page that answers (today's payouts, the balance behind a status) renders the
  // page at once, but the cards it changes in a transition after it: React renders them in short
  // slices instead of one long task on a phone's main thread (issue #28).
  const sections = useDeferredValue(props.sections);
  const statusOf = useDeferredValue(props.statusOf);
  const total = sections.reduce((sum, section) => sum + section.campaigns.length, 0);
  const count = useGradualCount(total, CARDS_PER_STEP, highlightedId !== null);
  // Each card's element (and status) is made once per change of the page's props: a step that
  // adds a card leaves the cards already shown as they are (the same element is not rendered again).
  const cards = useMemo(
    () =>
      new Map(
        sections.flatMap((section) =>
          section.campaigns.map((campaign) => [
            campaign.campaignId,
            <CampaignCard
              key={campaign.campaignId}
              campaign={campaign}
              writes={writes}
              onOpenSchedule={onOpenSchedule}
              status={statusOf(campaign)}
              onActiveChange={onActiveChange}
              isHighlighted={campaign.campaignId === highlightedId}
            />,
          ]),
        ),
      ),
    [sections, writes, onOpenSchedule, statusOf, onActiveChange, highlightedId],
  );
  return (
    <Box aria-busy={count < total} sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
      {firstCards(sections, cards, count).map((section) => (
        <Box component="section" key={section.group} aria-labelledby={`section-${section.group}`}>
          <Typography id={`section-${section.group}`} variant="h2" sx={{ mb: 1.5 }}>
            {section.label}{' '}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              ({section.campaigns.length})
            </Typography>
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>{section.shown}</Box>
        </Box>
      ))}
    </Box>
  );
}
