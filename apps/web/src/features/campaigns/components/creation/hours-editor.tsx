import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CampaignHoursInput } from '@vanbid/contract';
import { WEEKDAYS, type Weekday } from '@vanbid/domain';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Half-hour choices from 00:00 to 24:00. */
const TIMES = Array.from({ length: 49 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

const DEFAULT_RANGE = { from: '08:00', to: '20:00' };

interface HoursEditorProps {
  value: CampaignHoursInput;
  onChange: (hours: CampaignHoursInput) => void;
  error?: string;
  /** Makes the fields' ids unique when several editors can be on one page. */
  idPrefix?: string;
}

/** When the campaign buys: one time range per chosen weekday, in Eastern time (like the minimums). */
export function HoursEditor({ value, onChange, error, idPrefix = 'hours' }: HoursEditorProps) {
  // The first range of a day is edited here; a day's further ranges (set through the API) stay.
  const setDay = (day: Weekday, range: { from: string; to: string } | null) => {
    const next = { ...value };
    if (range) next[day] = [range, ...(value[day] ?? []).slice(1)];
    else delete next[day];
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Buying hours (Eastern time)
      </Typography>
      {WEEKDAYS.map((day) => {
        const range = value[day]?.[0];
        return (
          <Box
            key={day}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '150px 130px 130px' },
              gap: 1,
              alignItems: 'center',
            }}
          >
            <FormControlLabel
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              control={
                <Checkbox
                  checked={Boolean(range)}
                  onChange={(event) => setDay(day, event.target.checked ? DEFAULT_RANGE : null)}
                />
              }
              label={DAY_NAMES[day]}
            />
            {range
              ? (['from', 'to'] as const).map((end) => (
                  <TextField
                    key={end}
                    select
                    size="small"
                    id={`${idPrefix}-${day}-${end}`}
                    label={end === 'from' ? 'From' : 'To'}
                    value={range[end]}
                    onChange={(event) => setDay(day, { ...range, [end]: event.target.value })}
                  >
                    {TIMES.map((time) => (
                      <MenuItem key={time} value={time}>
                        {time}
                      </MenuItem>
                    ))}
                  </TextField>
                ))
              : null}
          </Box>
        );
      })}
      {error ? (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
