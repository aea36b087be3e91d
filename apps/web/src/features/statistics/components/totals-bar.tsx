import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatUsd, toCents } from '@vanbid/domain';

interface TotalsBarProps {
  /** Undefined until the first answer: never shown as a false "0". */
  totals: { totalItems: number; monetaryValue: number } | undefined;
  noun: string;
}

/** Count and money of every matching record (not just the page). */
export function TotalsBar({ totals, noun }: TotalsBarProps) {
  return (
    <Typography
      component="p"
      aria-live="polite"
      aria-busy={totals === undefined}
      data-testid="records-totals"
      sx={{ fontWeight: 500 }}
    >
      {totals ? (
        `${totals.totalItems.toLocaleString('en-US')} ${noun} · ${formatUsd(toCents(totals.monetaryValue))}`
      ) : (
        <>
          <Skeleton variant="text" width={160} sx={{ display: 'inline-block' }} aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            Counting {noun}…
          </Box>
        </>
      )}
    </Typography>
  );
}
