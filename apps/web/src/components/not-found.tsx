import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { PageTitle } from './page-title';
import { PublicPage } from './public-page';

/** Any path that is not a page of the portal. */
export function NotFound() {
  return (
    <PublicPage>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Typography color="primary" sx={{ fontWeight: 700, fontSize: '2.5rem' }} aria-hidden>
            404
          </Typography>
          <PageTitle subtitle="The address may be mistyped, or the page has moved.">Page not found</PageTitle>
          <Button component={Link} to={paths.root.build()} variant="contained" sx={{ mt: 3 }}>
            Go to Vanbid
          </Button>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
