import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PublicPage } from '../../../components/public-page';

/** One step of joining a company by invitation: "Step 2 of 5" and the step. */
export function InvitationFrame(props: { title: string; step: number; of: number; children: ReactNode }) {
  return (
    <PublicPage>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 1.5 }}>
          <Typography variant="overline" color="text.secondary">
            Step {props.step} of {props.of}
          </Typography>
          <PageTitle>{props.title}</PageTitle>
          {props.children}
        </CardContent>
      </Card>
    </PublicPage>
  );
}
