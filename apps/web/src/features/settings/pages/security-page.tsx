import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PublicPage } from '../../../components/public-page';
import { paths } from '../../../config/paths';
import { clearAllState } from '../../../lib/auth';
import { useTwoFactor } from '../api/two-factor';
import { SecurityCard } from '../components/security-card';

/**
 * `/settings/security`: Settings → Security on its own, where the API's `TWO_FACTOR_REQUIRED`
 * sends a member of a company that requires two-factor sign-in who has not turned it on
 * (docs/product.md §9). Until they do, nothing else opens; then they go on into the portal.
 */
export function SecurityPage() {
  const navigate = useNavigate();
  const status = useTwoFactor();
  const isEnabled = status.data?.enabled === true;
  return (
    <PublicPage maxWidth="md">
      <PageTitle subtitle="Settings → Security">Turn on two-factor sign-in</PageTitle>
      {isEnabled ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Two-factor sign-in is on. You can go on to Vanbid.
        </Alert>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="two-factor-required-notice">
          A company you belong to requires two-factor sign-in. Turn it on below to go on using Vanbid: you
          sign in with your password and a code from an authenticator app on your phone.
        </Alert>
      )}
      <SecurityCard withTeamRule={false} />
      <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
        <Button
          variant="contained"
          disabled={!isEnabled}
          onClick={() =>
            void navigate(
              `${paths.transition.build()}?next=${encodeURIComponent(paths.campaigns.build('recent'))}`,
              { replace: true },
            )
          }
        >
          Go on to Vanbid
        </Button>
        <Button
          onClick={() => {
            clearAllState();
            void navigate(paths.login.build(), { replace: true });
          }}
        >
          Sign out
        </Button>
      </Box>
    </PublicPage>
  );
}
