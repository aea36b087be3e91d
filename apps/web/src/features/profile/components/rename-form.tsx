import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { updateMe } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { type UpdateMeInput, useUpdateMe } from '../../../lib/api/current-user';
import { errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';

const renameSchema = bodySchemaOf(updateMe).pick({ newUserName: true });

/** Changes the user's display name (`POST /users/updateMe`). */
export function RenameForm({ currentName }: { currentName: string }) {
  const mutation = useUpdateMe();
  const { enqueueSnackbar } = useSnackbar();
  const { register, handleSubmit, formState, reset } = useForm<Pick<UpdateMeInput, 'newUserName'>>({
    resolver: zodResolver(renameSchema),
    defaultValues: { newUserName: currentName },
  });
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (user) => {
        reset({ newUserName: user.username });
        enqueueSnackbar('Your name was saved', { variant: 'success' });
      },
    }),
  );
  const error = formState.errors.newUserName;

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate sx={{ maxWidth: 440 }}>
      {mutation.isError ? <Alert severity="error">{errorMessage(mutation.error)}</Alert> : null}
      <FormTextField
        id="profile-name"
        label="Name"
        autoComplete="name"
        error={error?.message}
        helperText="The name your team sees."
        registration={register('newUserName')}
      />
      <Button
        type="submit"
        variant="contained"
        loading={mutation.isPending}
        disabled={!formState.isDirty}
        sx={{ justifySelf: 'start', alignSelf: 'flex-start' }}
      >
        Save name
      </Button>
    </Stack>
  );
}
