import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { CallRecording } from '@vanbid/contract';
import { type MouseEvent, useState } from 'react';
import { env } from '../../../../config/env';
import { useSession } from '../../../../lib/session';
import { callDetailQueryOptions } from '../../api/record-details';
import { DetailSection } from './detail-parts';

/**
 * The signed link works for a few minutes: once it no longer does (the audio cannot load, or a
 * download after `expires_at`), `refresh` reads the call again for a new link and the user is told to try again.
 */
export function useRenewedLink(recording: CallRecording | null, refresh: () => void) {
  const [isRenewed, setRenewed] = useState(false);
  const renew = () => {
    setRenewed(true);
    refresh();
  };
  const onDownload = (event: MouseEvent) => {
    if (recording && Date.now() < Date.parse(recording.expires_at)) setRenewed(false);
    else {
      event.preventDefault();
      renew();
    }
  };
  return { isRenewed, renew, onDownload, onPlay: () => setRenewed(false) };
}

export type RenewedLink = ReturnType<typeof useRenewedLink>;

/** The recording's player (native controls: keyboard and screen readers) and a download, by its signed link. */
export function RecordingControls({
  callId,
  recording,
  link,
  autoPlay = false,
}: {
  callId: number;
  recording: CallRecording;
  link: RenewedLink;
  autoPlay?: boolean;
}) {
  const source = `${env.apiBase}${recording.url}`;
  return (
    <Stack spacing={1}>
      {link.isRenewed ? (
        <Alert severity="info">
          The link to the recording has expired and was renewed: press play or Download again.
        </Alert>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: a call recording has no captions to offer */}
      <audio
        controls
        autoPlay={autoPlay}
        preload={autoPlay ? 'auto' : 'none'}
        src={source}
        aria-label={`Recording of call ${callId}`}
        style={{ width: '100%' }}
        onError={link.renew}
        onPlay={link.onPlay}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          href={source}
          download={`vanbid-call-${callId}.wav`}
          onClick={link.onDownload}
        >
          Download
        </Button>
        <Typography variant="body2" color="text.secondary">
          {recording.is_disclosed
            ? 'The caller was told the call is recorded.'
            : 'The caller was not told the call is recorded.'}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** The call detail's Recording section. */
export function CallRecordingPlayer({
  callId,
  recording,
}: {
  callId: number;
  recording: CallRecording | null;
}) {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  const link = useRenewedLink(recording, () => {
    void queryClient
      .fetchQuery({ ...callDetailQueryOptions(globalId, callId), staleTime: 0 })
      .catch(() => undefined);
  });
  return (
    <DetailSection title="Recording">
      {recording ? (
        <RecordingControls callId={callId} recording={recording} link={link} />
      ) : (
        <Typography color="text.secondary">No recording for this call.</Typography>
      )}
    </DetailSection>
  );
}
