import { zodResolver } from '@hookform/resolvers/zod';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { nicknameSchema } from '@vanbid/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';

const renameSchema = z.object({ nickname: nicknameSchema });

interface NicknameFieldProps {
  campaignId: number;
  nickname: string;
  onSave: (nickname: string) => void;
}

/** The campaign's name as a heading; the pencil turns it into a field (Enter or leaving saves, Escape cancels). */
export function NicknameField({ campaignId, nickname, onSave }: NicknameFieldProps) {
  const [isEditing, setEditing] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(renameSchema),
    mode: 'onChange',
    values: { nickname },
  });
  if (!isEditing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography variant="h3" component="h3" noWrap title={nickname}>
          {nickname}
        </Typography>
        <IconButton size="small" aria-label={`Rename ${nickname}`} onClick={() => setEditing(true)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Box>
    );
  }
  const finish = handleSubmit((values) => {
    if (values.nickname !== nickname) onSave(values.nickname);
    setEditing(false);
  });
  const registration = register('nickname', { onBlur: () => void finish() });
  return (
    <Box component="form" noValidate onSubmit={finish} sx={{ minWidth: 240 }}>
      <FormTextField
        id={`nickname-${campaignId}`}
        label="Campaign name"
        size="small"
        autoFocus
        registration={registration}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          reset();
          setEditing(false);
        }}
        error={formState.errors.nickname?.message}
        helperText="Enter to save, Escape to cancel"
      />
    </Box>
  );
}
