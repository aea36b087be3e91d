import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api-error';
import { useIdReviews } from '../api/id-reviews';
import { IdReviewCard } from '../components/id-review-card';

/** `/support/id-reviews` (support staff): ID checks waiting for a person's decision. */
export function IdReviewsPage() {
  const reviews = useIdReviews();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle subtitle="Approve an ID, or reject it with a reason the user sees. Resubmittable reasons let them send new images.">
        ID reviews
      </PageTitle>
      {reviews.isPending ? <PageLoader /> : null}
      {reviews.error ? <Alert severity="error">{errorMessage(reviews.error)}</Alert> : null}
      {reviews.data?.length === 0 ? (
        <Card>
          <CardContent>
            <Typography>No ID checks are waiting. New submissions appear here by themselves.</Typography>
          </CardContent>
        </Card>
      ) : null}
      {reviews.data?.map((review) => (
        <IdReviewCard key={review.applicantId} review={review} />
      ))}
    </Box>
  );
}
