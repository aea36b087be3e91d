import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { PaymentMethod } from '@vanbid/contract';
import { useState } from 'react';
import { useDeleteMethod } from '../../../lib/api/payment-methods';
import { errorMessage } from '../../../lib/api-error';
import { methodTitle } from '../../../lib/payment-method-label';

interface DeleteMethodDialogProps {
  method: PaymentMethod;
  others: PaymentMethod[];
  onClose: (deleted: boolean) => void;
}

/** Confirms a delete; deleting the primary while others exist asks which one becomes primary. */
export function DeleteMethodDialog({ method, others, onClose }: DeleteMethodDialogProps) {
  const mutation = useDeleteMethod();
  const needsNewPrimary = method.primary && others.length > 0;
  const [newPrimaryId, setNewPrimaryId] = useState(others[0]?.payment_method_id ?? '');
  const confirm = () =>
    mutation.mutate(
      { paymentMethodId: method.payment_method_id, newPrimaryId: needsNewPrimary ? newPrimaryId : undefined },
      { onSuccess: () => onClose(true) },
    );
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="delete-method-title">
      <DialogTitle id="delete-method-title">Delete {methodTitle(method)}?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {mutation.isError ? <Alert severity="error">{errorMessage(mutation.error)}</Alert> : null}
        <DialogContentText>
          It will no longer be charged for funds or auto-recharge. Past transactions keep their records.
        </DialogContentText>
        {needsNewPrimary ? (
          <TextField
            select
            id="new-primary"
            label="New primary method"
            value={newPrimaryId}
            onChange={(event) => setNewPrimaryId(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {others.map((other) => (
              <option key={other.payment_method_id} value={other.payment_method_id}>
                {methodTitle(other)}
              </option>
            ))}
          </TextField>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={mutation.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
