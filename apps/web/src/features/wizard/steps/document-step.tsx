import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SignedDocumentKind } from '@vanbid/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCanMakeCustomerActs } from '../../../lib/use-can';
import { usePrepareDocument, useSignDocument } from '../api/setup-steps';
import { CustomerActNotice } from '../components/customer-act-notice';
import { SignaturePad, type SignaturePadHandle } from '../components/signature-pad';

interface DocumentSigningProps {
  kind: SignedDocumentKind;
  onDone: () => unknown;
}

/**
 * A wizard document to sign, or, in a Vanbid support session, why support cannot sign it (the
 * document is then not even prepared).
 */
export function DocumentSigning(props: DocumentSigningProps) {
  return useCanMakeCustomerActs() ? <DocumentSigningForm {...props} /> : <CustomerActNotice />;
}

/**
 * Shows a wizard document with the company's details and signs it: a typed name and a drawn
 * signature (or, from the keyboard, the typed name written as the signature).
 */
function DocumentSigningForm({ kind, onDone }: DocumentSigningProps) {
  const document = usePrepareDocument(kind);
  const sign = useSignDocument(kind);
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [hasInk, setHasInk] = useState(false);
  const [useTypedName, setUseTypedName] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (document.isError) return <Alert severity="error">{errorMessage(document.error)}</Alert>;
  if (!document.data) return <CircularProgress aria-label="Preparing the document" />;
  const { documentId, sha256, title, paragraphs } = document.data;
  const submit = () => {
    setError(null);
    if (name.trim() === '') return setError('Type your full name');
    if (useTypedName) pad.current?.writeName(name);
    const png = pad.current?.toPngBase64();
    if (!png) return setError('Draw your signature, or tick “Use my typed name as my signature”');
    if (!agreed) return setError('Tick the box to agree to the document');
    // The step swaps this form for its "signed" view at once: go on from the promise, not a callback.
    void sign
      .mutateAsync({ documentId, documentSha256: sha256, signerName: name.trim(), signaturePng: png })
      .then(onDone, () => undefined);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        component="article"
        aria-label={title}
        sx={{ p: { xs: 2, sm: 3 }, maxHeight: 360, overflow: 'auto' }}
        tabIndex={0}
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} variant="body2" component="p" sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Document fingerprint (SHA-256): {sha256}
        </Typography>
      </Paper>
      <TextField
        label="Your full name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        required
        sx={{ maxWidth: 420 }}
      />
      <SignaturePad ref={pad} onChange={setHasInk} />
      <FormControlLabel
        control={
          <Checkbox checked={useTypedName} onChange={(event) => setUseTypedName(event.target.checked)} />
        }
        label="Use my typed name as my signature"
      />
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
        label={`I have read the ${title} and sign it for my company`}
      />
      {error ? <Alert severity="warning">{error}</Alert> : null}
      {sign.isError ? <Alert severity="error">{errorMessage(sign.error)}</Alert> : null}
      <Box>
        <Button
          variant="contained"
          size="large"
          onClick={submit}
          disabled={sign.isPending}
          data-has-ink={hasInk || undefined}
        >
          {sign.isPending ? 'Signing…' : `Sign the ${title}`}
        </Button>
      </Box>
    </Box>
  );
}
