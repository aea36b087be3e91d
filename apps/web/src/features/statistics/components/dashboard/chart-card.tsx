import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card holding one chart; the chart is described by its title for screen readers. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        <figure aria-labelledby={id} style={{ margin: 0 }} data-testid={id}>
          {children}
        </figure>
      </CardContent>
    </Card>
  );
}
