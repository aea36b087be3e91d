import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/** One wizard step: its title, what it is for, and its form. */
export function StepCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <PageTitle subtitle={subtitle}>{title}</PageTitle>
        {children}
      </CardContent>
    </Card>
  );
}
