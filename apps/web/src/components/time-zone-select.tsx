import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BROWSER_TIME_ZONE_PREFERENCE, TIME_ZONES, timeZoneLabel } from '@vanbid/domain';
import { useTimeZone } from '../hooks/use-time-zone';
import { browserTimeZone } from '../lib/time-zone';

/** The four US zones and the browser's zone (docs/product.md §5, "Periods"). */
export function TimeZoneSelect() {
  const { preference, setPreference } = useTimeZone();
  return (
    <TextField
      select
      size="small"
      id="time-zone-select"
      label="Time zone"
      value={preference}
      onChange={(event) => setPreference(event.target.value)}
      sx={{ minWidth: { xs: 0, sm: 170 } }}
    >
      {TIME_ZONES.map((zone, index) => (
        <MenuItem key={zone.value} value={String(index)}>
          {zone.label}
        </MenuItem>
      ))}
      <MenuItem value={BROWSER_TIME_ZONE_PREFERENCE}>
        Browser time ({timeZoneLabel(browserTimeZone())})
      </MenuItem>
    </TextField>
  );
}
