import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatUsd, friendlyDateTime, toCents } from '@vanbid/domain';
import type { ReactNode } from 'react';
import { useTimeZone } from '../hooks/use-time-zone';

/** A wallet movement as the transactions and the wallet history answer it. */
export interface Movement {
  id: number;
  /** `YYYY-MM-DD HH:mm:ss` in the chosen zone. */
  timestamp: string;
  description: string;
  amount: number;
  direction: 'in' | 'out';
  balance_after: number;
}

export const signedAmount = (item: Pick<Movement, 'amount' | 'direction'>) =>
  `${item.direction === 'in' ? '+' : '−'}${formatUsd(toCents(item.amount))}`;

/**
 * Movements under 600 px: one card each with time, description, amount and balance after, so
 * that nothing sits off-screen (issue #17). `extra` adds a line (type, method, receipt).
 */
export function MovementCards<T extends Movement>(props: {
  items: T[];
  label: string;
  extra?: (item: T) => ReactNode;
}) {
  const { zone } = useTimeZone();
  return (
    <Box
      component="ul"
      aria-label={props.label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {props.items.map((item) => (
        <Card component="li" variant="outlined" key={item.id}>
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {friendlyDateTime(item.timestamp, zone)}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  color: item.direction === 'in' ? 'success.main' : 'text.primary',
                }}
              >
                {signedAmount(item)}
              </Typography>
            </Box>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{item.description}</Typography>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                Balance after {formatUsd(toCents(item.balance_after))}
              </Typography>
              {props.extra?.(item)}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
