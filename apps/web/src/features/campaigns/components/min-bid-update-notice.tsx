import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ServerEventPayload, useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';
import { campaignListsKey } from '../api/campaigns';
import { minHourlyBidsKey } from '../api/min-hourly-bids';

type MinBidUpdate = ServerEventPayload<'MIN_BID_UPDATE'>;

/** Which schedule moved, in the notice's words (View Schedule opens that one). */
const DISTANCE_WORDS = { local: 'local ', long: 'long-distance ', any: '' } as const;

/**
 * The minimum-bid update notice (docs/product.md §8): on MIN_BID_UPDATE the minimums and prices
 * are refetched and a notice in a corner offers View Schedule or Got it. Not a dialog: the hourly
 * job sends it while the owner may be typing a limit, and a modal would take the focus and hide
 * the page from assistive technology until it is closed.
 */
export function MinBidUpdateNotice({ onViewSchedule }: { onViewSchedule: (update: MinBidUpdate) => void }) {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  const [update, setUpdate] = useState<MinBidUpdate | null>(null);
  useServerEvent('MIN_BID_UPDATE', (next) => {
    void queryClient.invalidateQueries({ queryKey: minHourlyBidsKey(globalId) });
    void queryClient.invalidateQueries({ queryKey: campaignListsKey(globalId) });
    setUpdate(next);
  });
  return (
    <Snackbar open={update !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert
        severity="info"
        variant="outlined"
        role="status"
        aria-labelledby="min-bid-update-title"
        sx={{ bgcolor: 'background.paper', boxShadow: 6, maxWidth: 420 }}
      >
        <AlertTitle id="min-bid-update-title">Minimum bids were updated</AlertTitle>
        The hourly {DISTANCE_WORDS[update?.distance ?? 'any']}minimums changed with supply and demand. Your
        bids follow them at the same percent above the minimum.
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" onClick={() => setUpdate(null)}>
            Got it
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              if (update) onViewSchedule(update);
              setUpdate(null);
            }}
          >
            View Schedule
          </Button>
        </Box>
      </Alert>
    </Snackbar>
  );
}
