import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useLogout } from '../../../hooks/use-logout';
import { useSession } from '../../../lib/session';
import { WizardLayout } from '../components/wizard-layout';
import { WizardMenu } from '../components/wizard-menu';
import { useSetupState } from '../lib/setup-state';

/** `/wizard/:step`: the setup wizard. The steps' forms arrive in a later release. */
export function WizardPage() {
  const { step } = useParams();
  const session = useSession();
  const setup = useSetupState(session?.globalId ?? 0);
  const logout = useLogout();
  if (!setup) return <PageLoader />;

  return (
    <WizardLayout menu={<WizardMenu flags={setup.flags} />}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <PageTitle
            subtitle={`Step ${step} — finish setting up your account to start buying calls and leads.`}
          >
            Set up your account
          </PageTitle>
          <Typography>
            The forms of this step are coming soon. You can sign out and come back later; your progress is
            kept.
          </Typography>
          <Button variant="outlined" onClick={logout}>
            Log out
          </Button>
        </CardContent>
      </Card>
    </WizardLayout>
  );
}
