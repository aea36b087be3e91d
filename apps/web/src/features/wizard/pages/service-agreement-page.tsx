import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { SignedDocumentsList } from '../../../components/signed-documents-list';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useCanMakeCustomerActs } from '../../../lib/use-can';
import { useSetupState } from '../lib/setup-state';

/** `/ServiceAgreement`: the terms the account works under, and its signed copies. */
export function ServiceAgreementPage() {
  const setup = useSetupState(useSession()?.globalId ?? 0);
  const isSigned = setup?.flags.signed_insertion_order === true;
  const canSign = useCanMakeCustomerActs();
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2, sm: 4 }, display: 'grid', gap: 2.5 }}>
      <PageTitle subtitle="How Vanbid sells you calls and leads, and how you pay for them.">
        Service agreement
      </PageTitle>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 2.5, sm: 3 } }}>
          <Typography>
            Your account buys phone calls and leads of people planning a move through the campaigns you set
            up. Each is bought at your bid for the hour: the published hourly minimum bid plus your percent
            above it.
          </Typography>
          <Typography>
            Purchases are paid from your prepaid wallet. Missed, voicemail and short calls are not charged;
            branded calls within the monthly allowance are free. You control daily limits, hours, areas and
            concurrent calls, and can pause any campaign at any time.
          </Typography>
          <Typography>
            The signed insertion order and payment authorization are the binding terms; download them below.
          </Typography>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <SignedDocumentsList emptyText="Your account has not signed the insertion order yet." />
          {setup && !isSigned && canSign ? (
            <Button variant="contained" component={RouterLink} to={paths.wizard.build(4)} sx={{ mt: 1 }}>
              Sign the insertion order
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <Box>
        <Button component={RouterLink} to={paths.campaigns.build('recent')}>
          Back to the portal
        </Button>
      </Box>
    </Box>
  );
}
