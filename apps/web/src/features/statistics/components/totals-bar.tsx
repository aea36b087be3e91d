import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@vanbid/domain';

interface TotalsBarProps {
  totalItems: number;
  monetaryValue: number;
  noun: string;
}

/** Count and money of every matching record (not just the page). */
export function TotalsBar({ totalItems, monetaryValue, noun }: TotalsBarProps) {
  return (
    <Typography component="p" aria-live="polite" data-testid="records-totals" sx={{ fontWeight: 500 }}>
      {totalItems.toLocaleString('en-US')} {noun} · {formatUsd(toCents(monetaryValue))}
    </Typography>
  );
}
