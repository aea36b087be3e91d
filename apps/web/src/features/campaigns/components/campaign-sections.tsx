import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import type { CampaignStatus } from '@vanbid/domain';
import type { CampaignWrites } from '../api/campaign-settings';
import type { CampaignSection } from '../lib/campaign-display';
import { CampaignCard } from './campaign-card';

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
  const { sections, writes, onOpenSchedule, statusOf, onActiveChange, highlightedId } = props;
  return (
    <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
      {sections.map((section) => (
        <Box component="section" key={section.group} aria-labelledby={`section-${section.group}`}>
          <Typography id={`section-${section.group}`} variant="h2" sx={{ mb: 1.5 }}>
            {section.label}{' '}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              ({section.campaigns.length})
            </Typography>
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            {section.campaigns.map((campaign) => (
              <CampaignCard
                key={campaign.campaignId}
                campaign={campaign}
                writes={writes}
                onOpenSchedule={onOpenSchedule}
                status={statusOf(campaign)}
                onActiveChange={onActiveChange}
                isHighlighted={campaign.campaignId === highlightedId}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
