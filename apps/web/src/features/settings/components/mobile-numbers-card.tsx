import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { MobileNumber } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useMobileNumbers, useRemoveMobileNumber } from '../api/mobile-numbers';
import { AddMobileNumberForm } from './add-mobile-number-form';
import { ConfirmMobileNumberForm } from './confirm-mobile-number-form';

function NumberRow({ number, canChange }: { number: MobileNumber; canChange: boolean }) {
  const remove = useRemoveMobileNumber();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', py: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{number.display}</Typography>
          <Chip
            size="small"
            color={number.verified ? 'success' : 'warning'}
            label={number.verified ? 'Confirmed' : 'Waiting for the code'}
          />
        </Box>
        <IconButton
          aria-label={`Remove ${number.display}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(number.id, {
              onSuccess: () => enqueueSnackbar(`${number.display} removed`, { variant: 'success' }),
              onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
            })
          }
        >
          <DeleteOutlined />
        </IconButton>
      </Box>
      {!number.verified && canChange ? <ConfirmMobileNumberForm number={number} /> : null}
    </Box>
  );
}

/** Settings → the user's mobile numbers: texts go only to the confirmed ones (docs/product.md §8). */
export function MobileNumbersCard() {
  const numbers = useMobileNumbers();
  // A support session cannot add or confirm a number for the customer.
  const isGuest = useSession()?.tokenMetaData?.user.role === 'guest';
  return (
    <Card component="section" id="mobile-numbers" aria-labelledby="mobile-numbers-title">
      <CardHeader
        title="Mobile numbers for text messages"
        subheader="Text messages go only to numbers you confirmed with the code we text them."
        slotProps={{ title: { id: 'mobile-numbers-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
        {numbers.isError ? <Alert severity="error">{errorMessage(numbers.error)}</Alert> : null}
        {numbers.isPending ? <PageLoader /> : null}
        {numbers.data?.length === 0 ? (
          <Typography color="text.secondary">No mobile numbers yet.</Typography>
        ) : null}
        {numbers.data?.length ? (
          <Box component="ul" aria-label="Mobile numbers" sx={{ m: 0, p: 0 }}>
            {numbers.data.map((number) => (
              <NumberRow key={number.id} number={number} canChange={!isGuest} />
            ))}
          </Box>
        ) : null}
        {isGuest ? null : <AddMobileNumberForm />}
      </CardContent>
    </Card>
  );
}
