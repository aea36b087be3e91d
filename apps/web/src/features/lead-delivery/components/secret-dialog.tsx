import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** The signing secret, shown this once. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby="secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="secret-title">Your signing secret</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: it is not shown again. Rotate it to get a new one.
        </Alert>
        <Typography
          component="code"
          sx={{
            fontFamily: 'monospace',
            wordBreak: 'break-all',
            display: 'block',
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {secret}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Verify each lead’s webhook-signature with a Standard Webhooks library and this secret.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(secret ?? '')}>Copy</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
