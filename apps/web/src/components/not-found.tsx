import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { PageTitle } from './page-title';
import { PublicPage } from './public-page';
import { LazySupportPhoneList } from './support-phone/lazy-support-phone-list';

/**
 * Whether going back stays in Vanbid: the router came here from one of its pages (a location
 * other than the first one it opened), or the browser was sent here by one of them. The tab's
 * history alone may hold other sites' pages.
 */
function cameFromThePortal(locationKey: string) {
  if (locationKey !== 'default') return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Any path that is not a page of the portal. */
export function NotFound() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const canGoBack = cameFromThePortal(key);
  return (
    <PublicPage>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Typography color="primary" sx={{ fontWeight: 700, fontSize: '2.5rem' }} aria-hidden>
            404
          </Typography>
          <PageTitle subtitle="The address may be mistyped, or the page has moved.">Page not found</PageTitle>
          <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            Vanbid has no page at <code>{pathname}</code>.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 3, justifyContent: 'center' }}
          >
            {canGoBack ? (
              <Button variant="outlined" onClick={() => void navigate(-1)}>
                Go back
              </Button>
            ) : null}
            <Button component={Link} to={paths.root.build()} variant="contained">
              Go to your campaigns
            </Button>
          </Stack>
          <LazySupportPhoneList />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
