import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../hooks/use-logout';
import { useCurrentUser } from '../../../lib/api/current-user';
import { useSession } from '../../../lib/session';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';

// Loaded when first opened: most visits never send feedback.
const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
const SignOutEverywhereDialog = lazy(() =>
  import('./sign-out-everywhere-dialog').then((m) => ({ default: m.SignOutEverywhereDialog })),
);
// Loaded with the open menu, so that the shell does not grow.
const HelpMenuItems = lazy(() => import('./help-menu-items').then((m) => ({ default: m.HelpMenuItems })));

/**
 * The signed-in user: name and e-mail, the profile, feedback, logout, sign out everywhere (not for a
 * guest) and help (Vanbid's phone numbers).
 */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const isGuest = useSession()?.tokenMetaData?.user.role === 'guest';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isGivingFeedback, setGivingFeedback] = useState(false);
  const close = () => setAnchor(null);
  const name = user?.username ?? 'Account';
  const avatar = useAuthorizedImage(user?.avatarUrl);

  return (
    <>
      <IconButton
        id="user-menu-button"
        aria-label={`Account menu for ${name}`}
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 2, gap: 1, px: { sm: 1 } }}
      >
        <Avatar src={avatar} alt="" sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15 }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography
          component="span"
          noWrap
          sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 600, color: 'text.primary', maxWidth: 200 }}
        >
          {name}
        </Typography>
        <ExpandMore fontSize="small" sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }} />
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'user-menu-button' } }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 650 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to={paths.profile.build()} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setGivingFeedback(true);
          }}
        >
          <ListItemIcon>
            <FeedbackOutlined fontSize="small" />
          </ListItemIcon>
          Send feedback
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
        {!isGuest && (
          <MenuItem
            onClick={() => {
              close();
              setIsConfirming(true);
            }}
          >
            <ListItemIcon>
              <DevicesOutlined fontSize="small" />
            </ListItemIcon>
            Sign out everywhere
          </MenuItem>
        )}
        <Suspense fallback={null}>
          <HelpMenuItems onChoose={close} />
        </Suspense>
      </Menu>
      {isGivingFeedback ? (
        <Suspense fallback={null}>
          <FeedbackDialog isOpen onClose={() => setGivingFeedback(false)} />
        </Suspense>
      ) : null}
      {isConfirming ? (
        <Suspense fallback={null}>
          <SignOutEverywhereDialog
            isOpen
            onCancel={() => setIsConfirming(false)}
            onSignedOut={() => {
              setIsConfirming(false);
              void logout();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
