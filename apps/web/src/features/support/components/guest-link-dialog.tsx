import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { SupportAccount } from '@vanbid/contract';
import { useEffect, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useGuestLink } from '../api/console';

/**
 * A single-use guest link for the account's owner. It is shown, not followed: opened in this
 * browser it would replace the support session, so it is meant for a private window.
 */
export function GuestLinkDialog({
  account,
  onClose,
}: {
  account: SupportAccount | null;
  onClose: () => void;
}) {
  const link = useGuestLink();
  const [copied, setCopied] = useState(false);
  const email = account?.ownerEmail;
  const { mutate, reset } = link;
  useEffect(() => {
    reset();
    setCopied(false);
    if (email) mutate(email);
  }, [email, mutate, reset]);
  const url = link.data ? new URL(link.data.url, window.location.origin).toString() : '';
  return (
    <Dialog open={account !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Sign in as {account?.name}</DialogTitle>
      <DialogContent>
        {!email ? <Alert severity="info">This account has no owner to sign in as.</Alert> : null}
        {link.isPending ? <PageLoader /> : null}
        {link.isError ? <Alert severity="error">{errorMessage(link.error)}</Alert> : null}
        {link.data ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Open this link in a private window: it signs in as {email} once, within 10 minutes. Everything
              you do there is recorded as Vanbid support.
            </DialogContentText>
            <TextField
              label="Guest link"
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {link.data ? (
          <Button
            variant="contained"
            onClick={() =>
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => {},
              )
            }
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
