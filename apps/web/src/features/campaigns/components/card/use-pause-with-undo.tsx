import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import type { CampaignWrites } from '../../api/campaign-settings';
import { UNDO_MS, undoAction } from './undo-toast';

/**
 * Switching a campaign: a pause is applied at once and a toast offers Undo, which switches it
 * back on (issue #17: pausing is one tap, so taking it back is one tap too). Used by the page,
 * which stays mounted when the paused card leaves a filtered list.
 */
export function usePauseWithUndo(writes: CampaignWrites) {
  const { enqueueSnackbar } = useSnackbar();
  const { active } = writes;
  return useCallback(
    (campaign: { campaignId: number; nickname: string }, isActive: boolean) => {
      const { campaignId } = campaign;
      active.mutate({ campaignId, value: isActive });
      if (isActive) return;
      enqueueSnackbar(`${campaign.nickname} is paused and buys nothing.`, {
        variant: 'default',
        autoHideDuration: UNDO_MS,
        action: undoAction(() => active.mutate({ campaignId, value: true })),
      });
    },
    [active, enqueueSnackbar],
  );
}
