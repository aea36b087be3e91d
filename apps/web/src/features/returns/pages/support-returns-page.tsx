import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api-error';
import { useReturnReviews } from '../api/returns';
import { ReturnReviewCard } from '../components/return-review-card';

/** `/support/returns`: returns no rule could decide, oldest first, with their evidence. */
export function SupportReturnsPage() {
  const reviews = useReturnReviews();
  const items = reviews.data?.returns ?? [];
  return (
    <>
      <PageTitle subtitle="Returns the rules could not decide. Approving credits the buyer’s wallet at once.">
        Returns to review
      </PageTitle>
      {reviews.isPending ? <PageLoader /> : null}
      {reviews.isError ? <Alert severity="error">{errorMessage(reviews.error)}</Alert> : null}
      {reviews.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary">Nothing waiting for review.</Typography>
      ) : null}
      <Stack spacing={2}>
        {items.map((item) => (
          <ReturnReviewCard key={item.id} item={item} />
        ))}
      </Stack>
    </>
  );
}
