import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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
 * are refetched and a dialog offers View Schedule or Got it.
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
    <Dialog open={update !== null} onClose={() => setUpdate(null)} aria-labelledby="min-bid-update-title">
      <DialogTitle id="min-bid-update-title">Minimum bids were updated</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The hourly {DISTANCE_WORDS[update?.distance ?? 'any']}minimums changed with supply and demand. Your
          bids follow them at the same percent above the minimum.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setUpdate(null)}>Got it</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (update) onViewSchedule(update);
            setUpdate(null);
          }}
        >
          View Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
