import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatUsd, toCents } from '@vanbid/domain';

interface TotalsBarProps {
  /** Undefined until the first answer: never shown as a false "0". */
  totals: { totalItems: number; monetaryValue: number } | undefined;
  noun: string;
  /** Says how the count differs from the Spend card's "bought" (not for free branded calls). */
  explainsCount?: boolean;
}

/** Count and money of every matching record (not just the page). */
export function TotalsBar({ totals, noun, explainsCount = true }: TotalsBarProps) {
  return (
    <Box>
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
      {explainsCount ? (
        <Typography variant="body2" color="text.secondary" data-testid="records-totals-hint">
          {`Every ${noun.replace(/s$/, '')} received, charged or not; the Spend card’s “bought” counts only the charged ones.`}
        </Typography>
      ) : null}
    </Box>
  );
}
