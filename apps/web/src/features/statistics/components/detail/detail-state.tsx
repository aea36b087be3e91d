import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { ApiError, errorMessage } from '../../../../lib/api-error';

/** While a detail loads, or why it cannot be shown (another company's record reads as not found). */
export function DetailState({
  noun,
  error,
  onRetry,
  isBadId = false,
}: {
  noun: 'lead' | 'call';
  error: Error | null;
  onRetry: () => void;
  /** The address names no record at all (`/leads/abc`). */
  isBadId?: boolean;
}) {
  const isNotFound = isBadId || (error instanceof ApiError && error.status === 404);
  if (!error && !isNotFound) return <LinearProgress aria-label={`Loading the ${noun}`} />;
  if (isNotFound)
    return (
      <Alert severity="info">
        This {noun} is not among the selected company&apos;s {noun}s. If it came to another company of yours,
        switch to it in the menu and open the link again.
      </Alert>
    );
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorMessage(error!)}
    </Alert>
  );
}
