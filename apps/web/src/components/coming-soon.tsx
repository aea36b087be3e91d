import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { PageTitle } from './page-title';

interface ComingSoonProps {
  /** The page's name, e.g. "Call log". */
  title: string;
  children?: ReactNode;
  /** The way back: the campaigns (signed in) or the login (public pages). */
  back?: { to: string; label: string };
}

const CAMPAIGNS_BACK = { to: paths.campaigns.build('recent'), label: 'Back to your campaigns' };

/** A page that is not built yet: its name and a clear "coming soon", never a blank. */
export function ComingSoon({ title, children, back = CAMPAIGNS_BACK }: ComingSoonProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageTitle>{title}</PageTitle>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 3 }}>
          <ConstructionOutlined color="primary" aria-hidden sx={{ fontSize: 32, mt: 0.25 }} />
          <Box>
            <Typography variant="h2" component="p">
              {title} — coming soon
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              This part of Vanbid is being built and is not ready to use yet. Nothing you did was lost;
              everything else works as before.
            </Typography>
            {children}
            <Button component={Link} to={back.to} variant="contained" sx={{ mt: 2 }}>
              {back.label}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
