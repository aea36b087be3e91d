import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageTitleProps {
  children: string;
  /** A line under the title. */
  subtitle?: ReactNode;
}

/** The page's one `<h1>`, and the document title. */
export function PageTitle({ children, subtitle }: PageTitleProps) {
  return (
    <Box>
      <title>{`${children} · Vanbid`}</title>
      <Typography variant="h1" component="h1">
        {children}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
