import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { deliveryAttempt } from '@vanbid/contract';
import { friendlyInstant } from '@vanbid/domain';
import type { z } from 'zod';
import { useTimeZone } from '../../../hooks/use-time-zone';

type Attempt = z.infer<typeof deliveryAttempt>;

const OUTCOME = { delivered: 'Delivered', retry: 'Will retry', failed: 'Failed' } as const;

/** Each attempt: when, what came back, how long it took, the start of the answer. */
export function AttemptsList({ attempts }: { attempts: readonly Attempt[] }) {
  const { zone } = useTimeZone();
  if (attempts.length === 0) return <Typography variant="body2">No attempt yet.</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {attempts.map((attempt) => (
        <Box component="li" key={attempt.id} sx={{ mb: 1 }}>
          <Typography variant="body2">
            {friendlyInstant(attempt.startedAt, zone)} · {OUTCOME[attempt.outcome]}
            {attempt.statusCode ? ` · HTTP ${attempt.statusCode}` : ''} · {attempt.durationMs} ms
            {attempt.error ? ` · ${attempt.error}` : ''}
          </Typography>
          {attempt.answer ? (
            <Typography
              component="pre"
              variant="caption"
              sx={{
                m: 0,
                mt: 0.5,
                p: 1,
                bgcolor: 'action.hover',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
              }}
            >
              {attempt.answer}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
