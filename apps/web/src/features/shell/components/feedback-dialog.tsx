import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FEEDBACK_FILE_MAX_BYTES } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { errorMessage } from '../../../lib/api-error';
import { useSendFeedback } from '../api/content';

const MAX_LENGTH = 4000;

/** "Send feedback": a message to Vanbid support, with the page it was sent from and one file. */
export function FeedbackDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const send = useSendFeedback();
  const { pathname } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const close = () => {
    send.reset();
    setProblem(null);
    onClose();
  };
  const submit = () => {
    if (!message.trim()) return setProblem('Write a few words for our team.');
    setProblem(null);
    send.mutateAsync({ message: message.trim(), pageUrl: pathname, ...(file ? { file } : {}) }).then(
      () => {
        enqueueSnackbar('Thank you — your feedback reached our support team', { variant: 'success' });
        setMessage('');
        setFile(null);
        close();
      },
      () => {},
    );
  };
  const shown = problem ?? (send.error ? errorMessage(send.error) : null);
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      aria-labelledby="feedback-title"
      fullWidth
      maxWidth="sm"
      fullScreen={useIsMobile()}
    >
      <DialogTitle id="feedback-title">Send feedback</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Tell us what works, what does not, or what you miss. Our support team reads every message.
        </DialogContentText>
        <TextField
          label="Your message"
          value={message}
          onChange={(event) => setMessage(event.target.value.slice(0, MAX_LENGTH))}
          multiline
          minRows={4}
          fullWidth
          autoFocus
          helperText={`${message.length.toLocaleString('en-US')} / ${MAX_LENGTH.toLocaleString('en-US')}`}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<AttachFileOutlined />} onClick={() => input.current?.click()}>
            {file ? 'Change the file' : 'Attach a file'}
          </Button>
          {file ? (
            <>
              <span style={{ overflowWrap: 'anywhere' }}>{file.name}</span>
              <Button size="small" onClick={() => setFile(null)}>
                Remove
              </Button>
            </>
          ) : (
            <span>A screenshot helps (at most 5 MB).</span>
          )}
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Attach a file"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (chosen && chosen.size > FEEDBACK_FILE_MAX_BYTES)
                return setProblem('Attach a file of at most 5 MB.');
              setProblem(null);
              setFile(chosen);
            }}
          />
        </Box>
        {shown ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {shown}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
