import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { usePeriod } from '../../../../hooks/use-period';
import { CALL_LOG, FREE_BRANDED_CALLS, LEAD_LOG, type LogConfig } from '../../log-config';
import { periodSlug } from '../../log-view';
import { RecordsLog } from '../records-log';

export interface RecordDetailFrameProps {
  kind: 'lead' | 'call';
  /** The person: the panel's or the page's title (a plain word while it loads). */
  title: string;
  subtitle?: ReactNode;
  /** Buttons beside the title (the Return button of buyer protection, later). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The log the record came from: the page to close back to, and what the panel covers. */
function useOriginLog(kind: 'lead' | 'call') {
  const location = useLocation();
  const { preset } = usePeriod();
  const from = (location.state as { from?: unknown } | null)?.from;
  const origin = typeof from === 'string' && from.startsWith('/') ? from : null;
  const config: LogConfig =
    kind === 'lead' ? LEAD_LOG : origin?.startsWith('/free-branded-calls') ? FREE_BRANDED_CALLS : CALL_LOG;
  const closeTo =
    origin ??
    `${config.pathFor ? config.pathFor(periodSlug(preset)) : '/free-branded-calls'}${location.search}`;
  // Behind the panel the log keeps the header's period: its path is not the log's own.
  const behind = useMemo(() => ({ ...config, pathFor: undefined }), [config]);
  return { config, behind, closeTo };
}

/**
 * A lead or call opened at its own URL: a side panel over its log from 600 px (Escape or Close
 * goes back to the log as it was), a page of its own on phones.
 */
export function RecordDetailFrame({ kind, title, subtitle, actions, children }: RecordDetailFrameProps) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const titleId = useId();
  const { config, behind, closeTo } = useOriginLog(kind);

  if (isMobile)
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Link component={RouterLink} to={closeTo} sx={{ justifySelf: 'start' }}>
          ← {config.title}
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <PageTitle subtitle={subtitle}>{title}</PageTitle>
          {actions}
        </Box>
        {children}
      </Box>
    );

  return (
    <>
      <RecordsLog config={behind} />
      <Drawer
        anchor="right"
        open
        onClose={() => void navigate(closeTo)}
        // Above the portal's header, which sits above its navigation drawer.
        sx={{ zIndex: 'modal' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', md: 560 }, p: 3, display: 'grid', gap: 2, alignContent: 'start' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {actions}
            <IconButton aria-label="Close" onClick={() => void navigate(closeTo)}>
              <CloseIcon />
            </IconButton>
          </Box>
        </Box>
        {children}
      </Drawer>
    </>
  );
}
