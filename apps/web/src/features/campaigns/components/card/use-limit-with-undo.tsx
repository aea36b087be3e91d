import Button from '@mui/material/Button';
import type { Campaign } from '@vanbid/contract';
import { closeSnackbar, useSnackbar } from 'notistack';
import type { CampaignWrites } from '../../api/campaign-settings';
import { formatWholeDollars as formatDollars } from '../../lib/format';

/** How long the Undo stays offered after a new daily limit is saved (as after a pause). */
const UNDO_MS = 8000;

/**
 * Saving a daily limit: once saved, a toast says from what to what with an Undo that puts the
 * previous limit back (a slip of the slider is one tap to take back, like a pause).
 */
export function useLimitWithUndo(writes: CampaignWrites) {
  const { enqueueSnackbar } = useSnackbar();
  return (campaign: Pick<Campaign, 'campaignId' | 'nickname' | 'limit'>, limit: number) => {
    const { campaignId, nickname, limit: previous } = campaign;
    writes.limit.mutate(
      { campaignId, value: limit },
      {
        onSuccess: () =>
          enqueueSnackbar(
            `Daily limit of ${nickname} saved: ${formatDollars(limit)} (was ${formatDollars(previous)}).`,
            {
              variant: 'success',
              autoHideDuration: UNDO_MS,
              action: (key) => (
                <Button
                  color="inherit"
                  size="small"
                  sx={{ fontWeight: 700 }}
                  onClick={() => {
                    closeSnackbar(key);
                    writes.limit.mutate(
                      { campaignId, value: previous },
                      {
                        onSuccess: () =>
                          enqueueSnackbar(`Daily limit of ${nickname} back to ${formatDollars(previous)}.`, {
                            variant: 'success',
                          }),
                      },
                    );
                  }}
                >
                  Undo
                </Button>
              ),
            },
          ),
      },
    );
  };
}
