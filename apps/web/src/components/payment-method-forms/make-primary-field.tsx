import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** "Make this my primary payment method", shared by the card and bank account forms. */
export function MakePrimaryField<T extends FieldValues & { makePrimary: boolean }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Controller
      control={control}
      name={'makePrimary' as Path<T>}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label="Make this my primary payment method"
        />
      )}
    />
  );
}
