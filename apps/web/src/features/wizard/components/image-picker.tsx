import CheckCircle from '@mui/icons-material/CheckCircle';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

const MAX_BYTES = 10 * 1024 * 1024;

/** The file as base64 (without the `data:` prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface ImagePickerProps {
  label: string;
  hint: string;
  isUploaded: boolean;
  disabled?: boolean;
  onPicked: (image: { base64: string; fileName: string }) => Promise<unknown>;
}

/** One image of the ID check: chosen (or taken on a phone), previewed, sent at once. */
export function ImagePicker({ label, hint, isUploaded, disabled, onPicked }: ImagePickerProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) return setError('The image is larger than 10 MB');
    setPreview(URL.createObjectURL(file));
    setSending(true);
    try {
      await onPicked({ base64: await readBase64(file), fileName: file.name });
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The image could not be sent');
      setPreview(null);
    } finally {
      setSending(false);
    }
  };
  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center' }}>
        {isUploaded ? <CheckCircle color="success" fontSize="small" /> : null}
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={`${label} preview`}
          sx={{ maxWidth: '100%', maxHeight: 140, objectFit: 'contain', borderRadius: 1 }}
        />
      ) : null}
      <input
        id={id}
        data-testid={`id-image-${label.toLowerCase().replace(/\W+/g, '-')}`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={label === 'Selfie' ? 'user' : 'environment'}
        hidden
        disabled={disabled || isSending}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <Box>
        <Button
          component="label"
          htmlFor={id}
          variant="outlined"
          size="small"
          startIcon={<UploadFileOutlined />}
          disabled={disabled || isSending}
        >
          {isSending ? 'Sending…' : isUploaded ? 'Replace' : 'Choose image'}
        </Button>
      </Box>
      {error ? (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
