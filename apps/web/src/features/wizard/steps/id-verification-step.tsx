import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ID_DOCUMENT_TYPES, type IdImageSide } from '@vanbid/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCanMakeCustomerActs } from '../../../lib/use-can';
import { useRecordVerification, useVerification, useVerificationWrites } from '../api/setup-steps';
import { CustomerActNotice } from '../components/customer-act-notice';
import { IdCaptureReference } from '../components/id-capture-reference';
import { ImagePicker } from '../components/image-picker';
import { StepCard } from '../components/step-card';

type DocumentType = (typeof ID_DOCUMENT_TYPES)[number];
const DOCUMENT_LABELS: Record<DocumentType, string> = {
  driving_license: 'Driver’s license',
  id_card: 'State ID card',
  passport: 'Passport',
};

interface IdVerificationStepProps {
  onDone: () => unknown;
  /** Whether other steps are left to do while a reviewer looks at the ID. */
  hasOtherSteps?: boolean;
}

/** `/wizard/3`: a photo ID (front and back) and a selfie, reviewed by a person; the decision comes back here. */
export function IdVerificationStep({ onDone, hasOtherSteps = true }: IdVerificationStepProps) {
  const status = useVerification();
  const { upload, submit, refresh } = useVerificationWrites();
  const canVerify = useCanMakeCustomerActs();
  const [documentType, setDocumentType] = useState<DocumentType>('driving_license');
  const record = useRecordVerification();
  const data = status.data;
  const isApproved = data?.state === 'approved';
  // An approval is recorded on this account (a contact invitee's or an ID verified elsewhere too).
  const isRecordable = isApproved && canVerify && record.isIdle;
  useEffect(() => {
    if (isRecordable) record.mutate();
  }, [isRecordable, record.mutate]);
  useEffect(() => {
    if (isApproved && !canVerify) void refresh();
  }, [isApproved, canVerify, refresh]);
  if (!data)
    return (
      <StepCard title="ID verification" subtitle="Step 3 — loading…">
        <CircularProgress aria-label="Loading" />
      </StepCard>
    );

  const needed: IdImageSide[] =
    documentType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
  const isReady = needed.every((side) => data.uploaded.includes(side));
  const isClosed = data.state === 'rejected' && data.rejection?.isResubmittable === false;
  const canSend = data.state !== 'pending' && data.state !== 'approved' && !isClosed;
  const send = (side: IdImageSide) => (image: { base64: string; fileName: string }) =>
    upload.mutateAsync({ side, image: image.base64, fileName: image.fileName }).catch((error) => {
      throw new Error(errorMessage(error));
    });

  return (
    <StepCard title="ID verification" subtitle="Step 3 — confirm who you are with a photo ID and a selfie.">
      {data.state === 'approved' ? (
        <Alert
          severity="success"
          action={
            // The next step is chosen from the setup flags: wait until the approval is recorded.
            <Button color="inherit" onClick={onDone} disabled={isRecordable || record.isPending}>
              {record.isPending ? 'Saving…' : 'Continue'}
            </Button>
          }
        >
          Your ID is verified.
        </Alert>
      ) : null}
      {data.state === 'pending' ? (
        <Alert severity="info" data-testid="id-pending">
          {hasOtherSteps
            ? 'Thank you — your ID is being reviewed, usually within a business day. Go on with the next steps meanwhile; this page updates by itself when the review is done.'
            : 'Thank you — every other step is done. Your ID is being reviewed, usually within a business day; this page updates by itself, and you can also sign out and come back.'}
          {hasOtherSteps ? (
            <Box sx={{ mt: 1.5 }}>
              <Button variant="contained" size="small" onClick={onDone}>
                Continue with the next steps
              </Button>
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {data.state === 'rejected' && data.rejection ? (
        <Alert severity={isClosed ? 'error' : 'warning'} data-testid="id-rejection">
          {isClosed
            ? `Your ID check was closed: ${data.rejection.label}. Please contact Vanbid support.`
            : `Your last submission was not accepted: ${data.rejection.label}. Send new images below.`}
        </Alert>
      ) : null}
      {canSend && !canVerify ? <CustomerActNotice /> : null}
      {canSend && canVerify ? (
        <>
          <TextField
            select
            label="Document"
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value as DocumentType)}
            sx={{ maxWidth: 320 }}
          >
            {ID_DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {DOCUMENT_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: `repeat(${needed.length}, 1fr)` },
            }}
          >
            <ImagePicker
              label="Front"
              hint="The side with your photo, all four corners in view."
              isUploaded={data.uploaded.includes('front')}
              onPicked={send('front')}
            />
            {documentType === 'passport' ? null : (
              <ImagePicker
                label="Back"
                hint="The back of the same document."
                isUploaded={data.uploaded.includes('back')}
                onPicked={send('back')}
              />
            )}
            <ImagePicker
              label="Selfie"
              hint="Your face, in good light, no hat or sunglasses."
              isUploaded={data.uploaded.includes('selfie')}
              onPicked={send('selfie')}
            />
          </Box>
          <IdCaptureReference />
          <Typography variant="body2" color="text.secondary">
            JPEG, PNG or WebP, up to 10 MB each. Images are kept privately and seen only by Vanbid’s
            reviewers.
          </Typography>
          {submit.isError ? <Alert severity="error">{errorMessage(submit.error)}</Alert> : null}
          <Box>
            <Button
              variant="contained"
              size="large"
              disabled={!isReady || submit.isPending}
              onClick={() => submit.mutate({ documentType })}
            >
              {submit.isPending ? 'Sending…' : 'Send for review'}
            </Button>
          </Box>
        </>
      ) : null}
    </StepCard>
  );
}
