import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DeliveryDestination } from '@vanbid/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useDestinationWrites } from '../api/lead-delivery';
import { type TextNumbersChoice, TextNumbersPicker } from './text-numbers-picker';

/** A text destination's numbers, changed after it was added: every confirmed one, or the ticked ones. */
export function TextNumbersDialog({
  destination,
  onClose,
}: {
  destination: DeliveryDestination;
  onClose: () => void;
}) {
  const writes = useDestinationWrites();
  const [choice, setChoice] = useState<TextNumbersChoice>({
    all: destination.phones.length === 0,
    chosen: destination.phones,
  });
  const isEmpty = !choice.all && choice.chosen.length === 0;
  const save = () =>
    writes.setPhones.mutate(
      { id: destination.id, phones: choice.all ? [] : choice.chosen },
      { onSuccess: onClose },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="text-numbers-title">
      <DialogTitle id="text-numbers-title">Numbers texted by {destination.name}</DialogTitle>
      <DialogContent>
        <TextNumbersPicker
          value={choice}
          onChange={setChoice}
          error={isEmpty ? 'Tick a number, or every confirmed number' : undefined}
        />
        {writes.setPhones.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(writes.setPhones.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={isEmpty || writes.setPhones.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
