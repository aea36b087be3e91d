import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CallRecording } from '@vanbid/contract';
import { env } from '../../../../config/env';
import { DetailSection } from './detail-parts';

/** The recording's player (native controls: keyboard and screen readers) and a download, by its signed link. */
export function RecordingControls({
  callId,
  recording,
  autoPlay = false,
}: {
  callId: number;
  recording: CallRecording;
  autoPlay?: boolean;
}) {
  const source = `${env.apiBase}${recording.url}`;
  return (
    <Stack spacing={1}>
      {/* biome-ignore lint/a11y/useMediaCaption: a call recording has no captions to offer */}
      <audio
        controls
        autoPlay={autoPlay}
        preload={autoPlay ? 'auto' : 'none'}
        src={source}
        aria-label={`Recording of call ${callId}`}
        style={{ width: '100%' }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          href={source}
          download={`vanbid-call-${callId}.wav`}
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
  return (
    <DetailSection title="Recording">
      {recording ? (
        <RecordingControls callId={callId} recording={recording} />
      ) : (
        <Typography color="text.secondary">No recording for this call.</Typography>
      )}
    </DetailSection>
  );
}
