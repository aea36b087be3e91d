import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

interface WhatsNewDialogProps {
  unseen: readonly { _id: number; title: string; body: string }[];
  onClose: () => void;
}

/** "What's new": the release notes since the user's last visit (`WhatsNew` decides when). */
export function WhatsNewDialog({ unseen, onClose: close }: WhatsNewDialogProps) {
  return (
    <Dialog open onClose={close} aria-labelledby="whats-new-title" fullWidth maxWidth="sm">
      <DialogTitle id="whats-new-title">What’s new in Vanbid</DialogTitle>
      <DialogContent dividers tabIndex={0} aria-label="Release notes">
        {unseen.map((patch) => (
          <section key={patch._id} aria-label={patch.title}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
              {patch.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {patch.body}
            </Typography>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
