import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { GuestBadge } from './guest-badge';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  showBackArrow: boolean;
  /** Over the permanent drawer (desktop); under the temporary one (mobile). */
  isAboveNavigation: boolean;
  /** Present under the mobile width: opens the navigation drawer. */
  onOpenNavigation?: () => void;
}

/** The app bar: navigation button (mobile), back arrow (flagged routes), logo and user menu. */
export function AppHeader({ showBackArrow, isAboveNavigation, onOpenNavigation }: AppHeaderProps) {
  const navigate = useNavigate();
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => (isAboveNavigation ? theme.zIndex.drawer + 1 : theme.zIndex.appBar),
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {onOpenNavigation ? (
          <IconButton edge="start" aria-label="Open navigation" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        ) : null}
        {showBackArrow ? (
          <IconButton aria-label="Go back" onClick={() => void navigate(-1)}>
            <ArrowBack />
          </IconButton>
        ) : null}
        <Box
          component={Link}
          to={paths.campaigns.build('recent')}
          aria-label="Vanbid home"
          sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}
        >
          <Logo />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <GuestBadge />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
