import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import { EASTERN_TIME_ZONE } from '@vanbid/domain';
import { lazy, Suspense, useState } from 'react';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { dollarDigits, isDollarsText, NOT_DOLLARS_MESSAGE } from '../../../lib/dollars-text';
import { useLeadsSlider } from '../api/application-settings';
import { formatDollars, formatWholeDollars } from '../lib/format';
import { LimitSlider } from './limit-slider';

/** Asked only on a large raise: loaded then. */
const LimitRaiseDialog = lazy(() =>
  import('./limit-raise-dialog').then((m) => ({ default: m.LimitRaiseDialog })),
);

/** A new limit above this share of the current one is asked about first. */
const CONFIRM_ABOVE = 1.5;

interface LimitControlProps {
  campaign: Pick<Campaign, 'campaignId' | 'limit' | 'spentToday' | 'leadsLimit'>;
  onSave: (limit: number) => void;
}

/** `'$1,000'`, `'1000'`, `' 1 000 '` → 1000; NaN when it is not an amount. */
const parseDollars = (text: string) => (isDollarsText(text) ? Number(dollarDigits(text)) : Number.NaN);

/**
 * The daily limit: a typed amount in whole dollars, with the slider as a helper that stops at
 * round amounts. Saved on Enter, on leaving the field or on letting go of the slider; a raise of
 * more than half is asked about first.
 */
export function LimitControl({ campaign, onSave }: LimitControlProps) {
  const slider = useLeadsSlider();
  // The limit runs on the Eastern day: said when the page reads days in another zone.
  const isOtherZone = useTimeZone().zone !== EASTERN_TIME_ZONE;
  const [text, setText] = useState(String(campaign.limit));
  const [saved, setSaved] = useState(campaign.limit);
  const [raise, setRaise] = useState<number | null>(null);
  if (saved !== campaign.limit) {
    // Saved elsewhere (the server's answer, an Undo): the field follows.
    setSaved(campaign.limit);
    setText(String(campaign.limit));
  }
  const typed = parseDollars(text);
  const isValid = Number.isInteger(typed) && typed >= slider.min && typed <= slider.max;
  // The slider follows the field; what was spent is measured against the saved limit.
  const shown = isValid ? typed : campaign.limit;
  const used = Math.min(100, (campaign.spentToday / Math.max(campaign.limit, 1)) * 100);
  const inputId = `limit-${campaign.campaignId}`;
  const putBack = () => setText(String(campaign.limit));
  const commit = (value: number) => {
    if (value === campaign.limit) return;
    if (value > campaign.limit * CONFIRM_ABOVE) setRaise(value);
    else onSave(value);
  };
  const range = `Whole dollars from ${formatWholeDollars(slider.min)} to ${formatWholeDollars(slider.max)}`;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          id={inputId}
          size="small"
          label="Daily limit"
          value={text}
          error={!isValid}
          helperText={isValid ? undefined : Number.isNaN(typed) ? NOT_DOLLARS_MESSAGE : range}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => (isValid ? commit(typed) : undefined)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && isValid) {
              // The same key press must not reach the question's buttons.
              event.preventDefault();
              commit(typed);
            }
            if (event.key === 'Escape') putBack();
          }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          }}
          sx={{ width: 150 }}
        />
        <Typography
          variant="body2"
          data-testid="leads-limit"
          title={`used/limit: ${campaign.leadsLimit}`}
          sx={{ pt: 1, textAlign: 'right' }}
        >
          {formatDollars(campaign.spentToday)} / {formatDollars(campaign.limit)}
          {isOtherZone ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              Eastern day
            </Typography>
          ) : null}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={used}
        aria-label={`Spent today${isOtherZone ? ' (Eastern day)' : ''} of the daily limit`}
        color={used >= 90 ? 'warning' : 'primary'}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
      />
      <LimitSlider
        anchor={campaign.limit}
        value={shown}
        label="Daily limit slider"
        onChange={(value) => setText(String(value))}
        onChangeCommitted={commit}
      />
      {raise !== null ? (
        <Suspense fallback={null}>
          <LimitRaiseDialog
            from={campaign.limit}
            to={raise}
            onConfirm={() => {
              setRaise(null);
              onSave(raise);
            }}
            onCancel={() => {
              setRaise(null);
              putBack();
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
