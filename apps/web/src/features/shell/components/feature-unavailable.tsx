import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import type { FeatureName } from '../api/features';
import { FEATURE_SCREENS } from '../feature-screens';

/** In place of a switched-off feature's page: it is not available, and the way back. */
export function FeatureUnavailable({ feature }: { feature: FeatureName }) {
  return (
    <>
      <PageTitle>Not available</PageTitle>
      <Alert
        severity="info"
        sx={{ mt: 2 }}
        action={
          <Button component={Link} to={paths.root.build()} color="inherit" size="small">
            Go to your campaigns
          </Button>
        }
      >
        {FEATURE_SCREENS[feature].label} is not available in the portal right now.
      </Alert>
    </>
  );
}
