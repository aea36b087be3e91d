import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCompanyName } from '../../../lib/api/company-name';

/** Only paths of this portal are followed (never another site). */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.campaigns.build('recent');
}

/**
 * `/transition?next=`: shown while switching accounts or after a guest sign-in: the account being
 * opened, then onward once its name has loaded (or after 3 s).
 */
export function TransitionPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(search.get('next'));
  const company = useCompanyName();
  const isSettled = company.isSuccess || company.isError;
  useEffect(() => {
    const timer = setTimeout(() => void navigate(next, { replace: true }), isSettled ? 600 : 3_000);
    return () => clearTimeout(timer);
  }, [isSettled, navigate, next]);
  return (
    <Box
      role="status"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, p: 3 }}
    >
      <CircularProgress aria-hidden />
      <Typography variant="h6" component="h1">
        {company.data ? `Opening ${company.data.name}…` : 'Opening your account…'}
      </Typography>
    </Box>
  );
}
