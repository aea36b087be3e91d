import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCallRecordingLink } from '../api/record-details';
import { RecordingControls, useRenewedLink } from './detail/call-recording-player';

/** The small player: the call's signed link asked for as it opens, then it plays at once. */
function RecordingPanel({ callId, titleId }: { callId: number; titleId: string }) {
  const link = useCallRecordingLink(callId);
  const renewal = useRenewedLink(link.data ?? null, () => void link.refetch());
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1, width: { xs: 'calc(100vw - 48px)', sm: 380 } }}>
      <Typography id={titleId} variant="subtitle2" component="h2">
        Recording of call #{callId}
      </Typography>
      {link.isPending ? <CircularProgress size={24} aria-label="Loading the recording" /> : null}
      {link.isError ? <Alert severity="error">{errorMessage(link.error)}</Alert> : null}
      {link.isSuccess && !link.data ? (
        <Typography color="text.secondary">This recording is no longer kept.</Typography>
      ) : null}
      {link.data ? <RecordingControls callId={callId} recording={link.data} link={renewal} autoPlay /> : null}
    </Box>
  );
}

/**
 * Play on a call of the log that has a recording (a row's icon, a card's button): a small player
 * opens beside it with the download, Escape or a click outside closes it and stops the sound.
 */
export function RecordingButton({
  callId,
  variant,
  tabIndex,
}: {
  callId: number;
  variant: 'icon' | 'text';
  /** The grid's roving tab stop (a cell's controls take it in turn). */
  tabIndex?: 0 | -1;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const label = `Play the recording of call #${callId}`;
  const open = (event: MouseEvent<HTMLElement>) => {
    // The row or card would open the call's detail.
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };
  return (
    <>
      {variant === 'icon' ? (
        <IconButton size="small" aria-label={label} onClick={open} tabIndex={tabIndex}>
          <PlayArrowRounded fontSize="small" />
        </IconButton>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PlayArrowRounded />}
          aria-label={label}
          onClick={open}
        >
          Recording
        </Button>
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        // Clicks and keys in the player stay in it (React bubbles them to the row or card behind).
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        {anchor ? <RecordingPanel callId={callId} titleId={titleId} /> : null}
      </Popover>
    </>
  );
}
