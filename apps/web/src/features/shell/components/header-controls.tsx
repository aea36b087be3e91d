import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import type { HeaderFlags } from '../types';
import { CampaignDisplaySelect } from './campaign-display-select';
import { CompanySelect } from './company-select';
import { PeriodSelect } from './period-select';

/** One control of the bar: a full row (wide) or half a row on phones, its own width above. */
function Slot({ isWide = false, children }: { isWide?: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flex: { xs: isWide ? '1 1 100%' : '1 1 150px', sm: '0 0 auto' },
        '& > *': { flex: 1 },
      }}
    >
      {children}
    </Box>
  );
}

/** The page's header controls that the route flags switch on; wraps on narrow screens. */
export function HeaderControls({ flags }: { flags: HeaderFlags }) {
  const hasAny =
    flags.companySelect || flags.campaignDisplaySelect || flags.periodSelector || flags.timeZoneSelector;
  if (!hasAny) return null;
  return (
    <Box
      component="section"
      aria-label="Page filters"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        px: { xs: 2, sm: 3, md: 4 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {flags.companySelect ? (
        <Slot isWide>
          <CompanySelect />
        </Slot>
      ) : null}
      {flags.campaignDisplaySelect ? (
        <Slot>
          <CampaignDisplaySelect />
        </Slot>
      ) : null}
      {flags.periodSelector ? (
        <Slot>
          <PeriodSelect />
        </Slot>
      ) : null}
      {flags.timeZoneSelector ? (
        <Slot>
          <TimeZoneSelect />
        </Slot>
      ) : null}
    </Box>
  );
}
