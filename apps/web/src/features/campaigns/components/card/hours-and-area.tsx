import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import { describeHours } from '@vanbid/domain';
import { lazy, Suspense, useState } from 'react';
import type { CampaignWrites } from '../../api/campaign-settings';

// The editor (form, selects, the template list) loads only when a card's hours are changed.
const HoursAreaDialog = lazy(() =>
  import('./hours-area-dialog').then((m) => ({ default: m.HoursAreaDialog })),
);

interface HoursAndAreaProps {
  campaign: Campaign;
  /** "Richmond · 4 ZIP codes (…)", or null while the templates load. */
  region: string | null;
  writes: Pick<CampaignWrites, 'hours' | 'area'>;
}

/** When and where the campaign buys, in words, with the button that changes both. */
export function HoursAndArea({ campaign, region, writes }: HoursAndAreaProps) {
  const [isEditing, setEditing] = useState(false);
  const hours = describeHours(campaign.hours);
  return (
    <Box sx={{ mt: 0.5, display: 'grid', gap: 0.25, justifyItems: 'start' }}>
      <Typography variant="body2" color="text.secondary" data-testid="campaign-hours">
        Hours (Eastern): {hours === 'Closed' ? 'none set' : hours}
      </Typography>
      {region ? (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="campaign-region"
          sx={{ overflowWrap: 'anywhere' }}
        >
          Area: {region}
        </Typography>
      ) : null}
      <Button
        size="small"
        startIcon={<EditCalendarOutlined />}
        aria-label={`Change the hours and area of ${campaign.nickname}`}
        onClick={() => setEditing(true)}
        sx={{ ml: -0.5 }}
      >
        Change hours or area
      </Button>
      {isEditing ? (
        <Suspense fallback={null}>
          <HoursAreaDialog campaign={campaign} writes={writes} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
