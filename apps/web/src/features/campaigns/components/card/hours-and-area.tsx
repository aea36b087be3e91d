import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Campaign } from '@vanbid/contract';
import { allStatesInWords, describeHours, NAMED_STATES } from '@vanbid/domain';
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

/** Every state by name when the card's line names only some of them; else null. */
function allStatesOf(campaign: Campaign): string | null {
  const { region } = campaign;
  if (region?.kind !== 'states' || region.states.length <= NAMED_STATES) return null;
  return allStatesInWords(region.states);
}

/**
 * "Area: …": a long list of states names three on the card, every one in a tooltip (on hover and
 * keyboard focus) and in the text a screen reader reads.
 */
function AreaLine({ region, allStates }: { region: string; allStates: string | null }) {
  const line = (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="campaign-region"
      tabIndex={allStates ? 0 : undefined}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {allStates ? (
        <>
          <span aria-hidden="true">Area: {region}</span>
          <Box component="span" sx={visuallyHidden}>
            Area: {allStates}
          </Box>
        </>
      ) : (
        `Area: ${region}`
      )}
    </Typography>
  );
  return allStates ? (
    <Tooltip title={allStates} describeChild>
      {line}
    </Tooltip>
  ) : (
    line
  );
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
      {region ? <AreaLine region={region} allStates={allStatesOf(campaign)} /> : null}
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
