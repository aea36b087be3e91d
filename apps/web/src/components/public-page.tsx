import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Logo } from './logo';

/** The frame of pages outside the signed-in area: the logo above a centred column. */
export function PublicPage({
  children,
  maxWidth = 'sm',
}: {
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 4, sm: 8 } }}>
      <Container maxWidth={maxWidth}>
        <Box component="header" sx={{ display: 'flex', justifyContent: 'center', mb: { xs: 3, sm: 4 } }}>
          <Logo size="large" />
        </Box>
        <Box component="main">{children}</Box>
      </Container>
    </Box>
  );
}
