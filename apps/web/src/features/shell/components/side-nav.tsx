import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/api/current-user';
import { useUnreadNotifications } from '../../../lib/api/notifications';
import { useSession } from '../../../lib/session';
import { isFeatureOn, useFeatures } from '../api/features';
import { isNavItemActive, NAV_ITEMS, SUPPORT_NAV_ITEMS } from './nav-items';

/** The list of the portal's sections; `onNavigate` closes the mobile drawer. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const session = useSession();
  const unread = useUnreadNotifications(session?.globalId ?? 0).data ?? 0;
  const isSupportStaff =
    useCurrentUser().data?.isSupport === true && session?.tokenMetaData?.user.role !== 'guest';
  const features = useFeatures().data;
  const items = (isSupportStaff ? SUPPORT_NAV_ITEMS : NAV_ITEMS).filter(
    (item) => !item.feature || isFeatureOn(features, item.feature),
  );
  return (
    <Box component="nav" aria-label="Main" sx={{ px: 1.5, py: 2 }}>
      <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
        {items.map((item) => {
          const isActive = isNavItemActive(item, pathname);
          return (
            <li key={item.label}>
              <ListItemButton
                component={Link}
                to={item.to}
                selected={isActive}
                aria-current={isActive ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  borderRadius: 2,
                  py: 1,
                  '&.Mui-selected': { bgcolor: 'rgba(29, 78, 216, 0.09)', color: 'primary.dark' },
                  '&.Mui-selected:hover': { bgcolor: 'rgba(29, 78, 216, 0.14)' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: isActive ? 'primary.main' : 'text.secondary' }}>
                  <item.Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: isActive ? 650 : 500, fontSize: '0.925rem' } } }}
                />
                {item.to === paths.notifications.build() && unread > 0 ? (
                  <Badge
                    color="error"
                    badgeContent={unread}
                    max={99}
                    aria-label={`${unread} unread`}
                    sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                  />
                ) : null}
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
