import type { Campaign } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import type { CampaignWrites } from '../../api/campaign-settings';
import { formatWholeDollars as formatDollars } from '../../lib/format';
import { UNDO_MS, undoAction } from './undo-toast';

/**
 * Saving a daily limit: once saved, a toast says from what to what with an Undo that puts the
 * previous limit back (a slip of the slider is one tap to take back, like a pause).
 */
export function useLimitWithUndo(writes: CampaignWrites) {
  const { enqueueSnackbar } = useSnackbar();
  const { limit: write } = writes;
  return useCallback(
    (campaign: Pick<Campaign, 'campaignId' | 'nickname' | 'limit'>, limit: number) => {
      const { campaignId, nickname, limit: previous } = campaign;
      write.mutate(
        { campaignId, value: limit },
        {
          onSuccess: () =>
            enqueueSnackbar(
              `Daily limit of ${nickname} saved: ${formatDollars(limit)} (was ${formatDollars(previous)}).`,
              {
                variant: 'success',
                autoHideDuration: UNDO_MS,
                action: undoAction(() =>
                  write.mutate(
                    { campaignId, value: previous },
                    {
                      onSuccess: () =>
                        enqueueSnackbar(`Daily limit of ${nickname} back to ${formatDollars(previous)}.`, {
                          variant: 'success',
                        }),
                    },
                  ),
                ),
              },
            ),
        },
      );
    },
    [write, enqueueSnackbar],
  );
}
