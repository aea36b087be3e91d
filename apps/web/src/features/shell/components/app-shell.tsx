import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';
import { Later } from '../../../components/later';
import { Logo } from '../../../components/logo';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import type { HeaderFlags } from '../types';
import { AppHeader } from './app-header';
import { HeaderControls } from './header-controls';
import { OutOfFundsNotice } from './out-of-funds-notice';
import { RealtimeNotices } from './realtime-notices';
import { SideNav } from './side-nav';
import { SkipLink } from './skip-link';
import { VersionWatch } from './version-watch';
import { WhatsNew } from './whats-new';

const DemoHistoryNotice = lazy(() => import('./demo-history-notice'));

const DRAWER_WIDTH = 248;
const MAIN_ID = 'main-content';

/** The signed-in frame: app bar, side navigation (a drawer under 600 px) and the page. */
export function AppShell({ flags, children }: { flags: HeaderFlags; children: ReactNode }) {
  const isMobile = useIsMobile();
  const [isNavOpen, setNavOpen] = useState(false);
  const isNavigating = useNavigation().state !== 'idle';
  const closeNav = () => setNavOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} />
      <VersionWatch />
      <RealtimeNotices />
      <WhatsNew />
      <AppHeader
        showBackArrow={flags.backArrow}
        isAboveNavigation={!isMobile}
        onOpenNavigation={isMobile ? () => setNavOpen(true) : undefined}
      />
      <Drawer
        variant={isMobile ? 'temporary' : 'permanent'}
        open={isMobile ? isNavOpen : true}
        onClose={closeNav}
        // The docked drawer's own box stretches with the page, so its background runs the full
        // height of long pages (the fixed paper alone covers only the first screen in a full-page capture).
        sx={{
          width: isMobile ? undefined : DRAWER_WIDTH,
          flexShrink: 0,
          ...(isMobile ? {} : { bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }),
        }}
        slotProps={{
          paper: { 'aria-label': 'Navigation menu', sx: { width: DRAWER_WIDTH, borderColor: 'divider' } },
        }}
      >
        <Toolbar>{isMobile ? <Logo /> : null}</Toolbar>
        <SideNav onNavigate={isMobile ? closeNav : undefined} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        {isNavigating ? (
          <LinearProgress
            aria-label="Loading page"
            sx={{ position: 'fixed', left: 0, right: 0, zIndex: 1300 }}
          />
        ) : null}
        {/* On a page load the frame, its controls and the page mount in turn: shorter tasks. */}
        <Later>
          <HeaderControls flags={flags} />
        </Later>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ p: { xs: 2, sm: 3, md: 4 }, display: 'grid', gap: 3, maxWidth: 1280, outline: 'none' }}
        >
          <Later steps={2}>
            <Suspense fallback={null}>
              <DemoHistoryNotice />
            </Suspense>
            {flags.outOfFundsNotice ? <OutOfFundsNotice /> : null}
            {children}
          </Later>
        </Box>
      </Box>
    </Box>
  );
}
