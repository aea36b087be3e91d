import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BID_COLOR_GREEN, BID_COLOR_RED, BID_COLOR_YELLOW, rgbToCss } from '@vanbid/domain';
import { formatDollars } from '../../lib/format';

function Swatch({ color, children }: { color: string; children: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: color, flexShrink: 0 }} />
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** The three colour legends (docs/product.md §4): cheapest times with the smallest bid, moderate, peak. */
export function ScheduleLegend({ smallest }: { smallest: number }) {
  return (
    <Stack direction="row" spacing={{ xs: 1.5, sm: 2.5 }} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Swatch color={rgbToCss(BID_COLOR_GREEN)}>{`Cheapest times — from ${formatDollars(smallest)}`}</Swatch>
      <Swatch color={rgbToCss(BID_COLOR_YELLOW)}>Moderate</Swatch>
      <Swatch color={rgbToCss(BID_COLOR_RED)}>Peak</Swatch>
    </Stack>
  );
}
