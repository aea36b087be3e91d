import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isFeatureOn, useFeatures } from '../api/features';
import { FEATURE_SCREENS, featureOfPath } from '../feature-screens';

/** The page, unless its feature is switched off: then a notice that it is not available. */
export function FeatureGate({ children }: { children: ReactNode }) {
  const feature = featureOfPath(useLocation().pathname);
  const features = useFeatures();
  if (!feature) return children;
  if (features.isPending) return <PageLoader />;
  if (isFeatureOn(features.data, feature)) return children;
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
