import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { useLogout } from '../../../hooks/use-logout';

/** The wizard's own layout: a slim bar with logout, the step menu beside (or above) the step. */
export function WizardLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Logo />
          <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            Account setup
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<LogoutOutlined />} onClick={logout} color="inherit">
            Log out
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          maxWidth: 1120,
          mx: 'auto',
          p: { xs: 2, sm: 3, md: 4 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: 1.5 }}>{menu}</Card>
        <Box component="main">{children}</Box>
      </Box>
    </Box>
  );
}
