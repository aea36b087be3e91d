import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface ComingSoonProps {
  /** The page's name, e.g. "Call log". */
  title: string;
  children?: ReactNode;
}

/** A page that is not built yet: its name and a clear "coming soon", never a blank. */
export function ComingSoon({ title, children }: ComingSoonProps) {
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
              This part of Vanbid is being built. It will appear here in an upcoming release.
            </Typography>
            {children}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
