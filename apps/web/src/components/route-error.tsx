import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '../lib/api-error';
import { reportError } from '../lib/report-error';
import { NotFound } from './not-found';
import { PageTitle } from './page-title';
import { PublicPage } from './public-page';
import { LazySupportPhoneList } from './support-phone/lazy-support-phone-list';

/** The error boundary of the router: a 404 is the not-found page, anything else a retry card. */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  if (isNotFound) return <NotFound />;
  return (
    <PublicPage>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <PageTitle subtitle={errorMessage(error)}>We could not open this page</PageTitle>
          <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.reload()}>
            Try again
          </Button>
          <LazySupportPhoneList />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
