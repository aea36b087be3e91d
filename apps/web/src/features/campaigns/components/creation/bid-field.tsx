import CalendarViewWeekOutlined from '@mui/icons-material/CalendarViewWeekOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BID_PERCENT, effectiveBid, isValidBidPercent } from '@vanbid/domain';
import { formatDollars } from '../../lib/format';

interface BidFieldProps {
  value: number;
  onChange: (percent: number) => void;
  /** The current Eastern hour's minimum of the chosen campaign, in dollars. */
  minBid: number | null;
  onOpenSchedule: (() => void) | null;
  error?: string;
}

/** The bid as a whole percent above the hourly minimum, shown in dollars for the current hour. */
export function BidField({ value, onChange, minBid, onOpenSchedule, error }: BidFieldProps) {
  const dollars = minBid !== null && isValidBidPercent(value) ? effectiveBid(minBid, value) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id="creation-bid"
        label="Bid above the minimum"
        type="number"
        size="small"
        value={Number.isNaN(value) ? '' : value}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        error={Boolean(error)}
        helperText={error ?? `A whole percent from ${BID_PERCENT.min} to ${BID_PERCENT.max}.`}
        slotProps={{
          htmlInput: { min: BID_PERCENT.min, max: BID_PERCENT.max, step: 1 },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
        sx={{ maxWidth: 260 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="creation-bid-dollars">
          {minBid === null
            ? 'Choose a campaign to see its minimum.'
            : `Minimum this hour ${formatDollars(minBid)}${dollars === null ? '' : ` → your bid ${formatDollars(dollars)}`}`}
        </Typography>
        {onOpenSchedule ? (
          <Button size="small" startIcon={<CalendarViewWeekOutlined />} onClick={onOpenSchedule}>
            View schedule
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
