import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-error';
import { useIdCaptureSession } from '../api/setup-steps';

/** Opens the provider's capture session and names the check, for a call to support. */
export function IdCaptureReference() {
  const session = useIdCaptureSession(true);
  if (session.isError) return <Alert severity="error">{errorMessage(session.error)}</Alert>;
  if (!session.data) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="id-check-reference">
      Your check’s reference: <strong>{session.data.applicantId}</strong>. Give it to Vanbid support if you
      call about your ID.
    </Typography>
  );
}
