import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DataOf, listIdReviews } from '@vanbid/contract';
import { ID_VERIFICATION_REASONS } from '@vanbid/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useDecideIdReview, useReviewImage } from '../api/id-reviews';

type Review = DataOf<typeof listIdReviews>['reviews'][number];

function ReviewImage({ applicantId, side }: { applicantId: string; side: Review['sides'][number] }) {
  const url = useReviewImage(applicantId, side);
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={`${side} image`}
          sx={{
            width: '100%',
            maxHeight: 220,
            objectFit: 'contain',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        />
      ) : (
        <Skeleton variant="rectangular" height={160} />
      )}
      <Typography component="figcaption" variant="caption" sx={{ textTransform: 'capitalize' }}>
        {side}
      </Typography>
    </Box>
  );
}

const REASONS = [
  ...ID_VERIFICATION_REASONS.resubmittable.map((reason) => ({ ...reason, kind: 'may send again' })),
  ...ID_VERIFICATION_REASONS.final.map((reason) => ({ ...reason, kind: 'final' })),
];

/** One submission: whose, the images, and the decision (approve, or reject with a reason). */
export function IdReviewCard({ review }: { review: Review }) {
  const decide = useDecideIdReview();
  const [reason, setReason] = useState<string>(REASONS[0]!.code);
  return (
    <Card component="article" aria-label={`ID check of ${review.userName}`}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <div>
          <Typography variant="h6" component="h2">
            {review.userName} · {review.accountName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {review.email} · {review.documentType.replace('_', ' ')} · submission {review.submissionCount}
          </Typography>
        </div>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {review.sides.map((side) => (
            <ReviewImage key={side} applicantId={review.applicantId} side={side} />
          ))}
        </Box>
        {decide.isError ? <Alert severity="error">{errorMessage(decide.error)}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            color="success"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ applicantId: review.applicantId, body: { outcome: 'approved' } })}
          >
            Approve
          </Button>
          <TextField
            select
            size="small"
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            sx={{ minWidth: 260 }}
          >
            {REASONS.map((each) => (
              <MenuItem key={each.code} value={each.code}>
                {each.label} ({each.kind})
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            color="error"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({ applicantId: review.applicantId, body: { outcome: 'rejected', reason } })
            }
          >
            Reject
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
