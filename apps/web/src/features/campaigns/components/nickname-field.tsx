import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nicknameSchema } from '@vanbid/contract';
import { useState } from 'react';

interface NicknameFieldProps {
  campaignId: number;
  nickname: string;
  onSave: (nickname: string) => void;
}

/** The campaign's name as a heading; the pencil turns it into a field (Enter or leaving saves, Escape cancels). */
export function NicknameField({ campaignId, nickname, onSave }: NicknameFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography variant="h3" component="h3" noWrap title={nickname}>
          {nickname}
        </Typography>
        <IconButton size="small" aria-label={`Rename ${nickname}`} onClick={() => setDraft(nickname)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Box>
    );
  }
  const parsed = nicknameSchema.safeParse(draft);
  const finish = () => {
    if (parsed.success && parsed.data !== nickname) onSave(parsed.data);
    if (parsed.success) setDraft(null);
  };
  return (
    <TextField
      id={`nickname-${campaignId}`}
      label="Campaign name"
      size="small"
      autoFocus
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={finish}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish();
        if (event.key === 'Escape') setDraft(null);
      }}
      error={!parsed.success}
      helperText={parsed.success ? 'Enter to save, Escape to cancel' : parsed.error.issues[0]?.message}
      sx={{ minWidth: 240 }}
    />
  );
}
