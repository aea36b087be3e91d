import Button from '@mui/material/Button';
import { closeSnackbar, type SnackbarKey } from 'notistack';

/** How long a toast offers Undo after a change that one tap made (a pause, a new daily limit). */
export const UNDO_MS = 8000;

/** The toast's Undo button: closes the toast and takes the change back. */
export function undoAction(undo: () => void) {
  return (key: SnackbarKey) => (
    <Button
      color="inherit"
      size="small"
      sx={{ fontWeight: 700 }}
      onClick={() => {
        closeSnackbar(key);
        undo();
      }}
    >
      Undo
    </Button>
  );
}
