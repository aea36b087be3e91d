import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AVATAR_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@vanbid/contract';
import { type ReactNode, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';

interface PictureUploadProps {
  title: string;
  hint: string;
  /** The current picture (an avatar or a logo). */
  preview: ReactNode;
  buttonLabel: string;
  isUploading: boolean;
  error: unknown;
  onFile: (file: File) => Promise<unknown>;
}

/**
 * Choose a picture: checked here for type and size so the user hears at once, then checked again by
 * the server, which reads the content and keeps a square copy.
 */
export function PictureUpload({
  title,
  hint,
  preview,
  buttonLabel,
  isUploading,
  error,
  onFile,
}: PictureUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
      return setProblem('Choose a PNG, JPEG or WebP image.');
    if (file.size > AVATAR_MAX_BYTES) return setProblem('Choose an image of at most 2 MB.');
    void onFile(file).catch(() => {});
  };
  const shown = problem ?? (error ? errorMessage(error) : null);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {preview}
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
          {title}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {hint}
        </Typography>
        {shown ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {shown}
          </Alert>
        ) : null}
      </Box>
      <Button
        variant="outlined"
        startIcon={<PhotoCameraOutlined />}
        onClick={() => input.current?.click()}
        disabled={isUploading}
        aria-describedby={hintId}
      >
        {isUploading ? 'Uploading…' : buttonLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        hidden
        aria-label={buttonLabel}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
