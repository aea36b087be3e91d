import CalendarViewWeekOutlined from '@mui/icons-material/CalendarViewWeekOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import { type CampaignStatus, campaignGroup, campaignTypeLabel } from '@vanbid/domain';
import { lazy, memo, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTimeZone } from '../../../hooks/use-time-zone';
import type { CampaignWrites } from '../api/campaign-settings';
import { useGeoTemplates } from '../api/geo-templates';
import { dashboardPathOf, regionSummary } from '../lib/campaign-display';
import { formatLastBuy } from '../lib/format';
import { ActiveSwitch } from './card/active-switch';
import { CampaignSettings } from './card/campaign-settings';
import { CampaignToday } from './card/campaign-today';
import { CompetitivenessChip } from './card/competitiveness-chip';
import { HoursAndArea } from './card/hours-and-area';
import { MissedCallsFlag } from './card/missed-calls-flag';
import { NicknameField } from './nickname-field';

// Loaded when opened: the preview's dialog, toggle and query are not part of the list's first paint.
const ThankYouPreviewDialog = lazy(() =>
  import('./card/thank-you-preview-dialog').then((m) => ({ default: m.ThankYouPreviewDialog })),
);
/** Opened by few: loaded when asked for, so that the cards' code stays small. */
const BidForecastDialog = lazy(() =>
  import('./card/bid-forecast-dialog').then((m) => ({ default: m.BidForecastDialog })),
);

interface CampaignCardProps {
  campaign: Campaign;
  writes: CampaignWrites;
  onOpenSchedule: (campaign: Campaign) => void;
  /** Active, paused, or stopped by the wallet or the daily limit (with why). */
  status: CampaignStatus;
  onActiveChange: (campaign: Campaign, isActive: boolean) => void;
  /** Opened from `/campaigns?campaignId=`: scrolled to and outlined. */
  isHighlighted?: boolean;
}

/** The same card: equal props, the status compared by what it says (it is made anew per render). */
function isSameCard(before: CampaignCardProps, after: CampaignCardProps): boolean {
  return (
    before.campaign === after.campaign &&
    before.writes === after.writes &&
    before.onOpenSchedule === after.onOpenSchedule &&
    before.onActiveChange === after.onActiveChange &&
    before.isHighlighted === after.isHighlighted &&
    before.status.status === after.status.status &&
    before.status.label === after.status.label &&
    before.status.reason === after.status.reason
  );
}

/** The hours and area lines: only they wait for the ZIP templates' names, not the whole card. */
function CardHoursAndArea({ campaign, writes }: Pick<CampaignCardProps, 'campaign' | 'writes'>) {
  const region = regionSummary(campaign, useGeoTemplates().data?.templates);
  return <HoursAndArea campaign={campaign} region={region} writes={writes} />;
}

/**
 * One campaign with its inline settings (docs/product.md §4: changes update the local copy);
 * rendered again only when one of its props changes (see `isSameCard`).
 */
export const CampaignCard = memo(function CampaignCard(props: CampaignCardProps) {
  const { campaign, writes, onOpenSchedule, status, onActiveChange, isHighlighted = false } = props;
  const id = campaign.campaignId;
  const { zone } = useTimeZone();
  const dashboard = dashboardPathOf(campaign);
  const [isForecastOpen, setForecastOpen] = useState(false);
  const [isThankYouOpen, setThankYouOpen] = useState(false);
  const save =
    <V,>(write: { mutate: (variables: { campaignId: number; value: V }) => void }) =>
    (value: V) =>
      write.mutate({ campaignId: id, value });
  return (
    <Card
      component="article"
      aria-label={campaign.nickname}
      data-campaign-id={id}
      data-campaign-type-id={campaign.campaignTypeId}
      data-highlighted={isHighlighted || undefined}
      sx={{
        scrollMarginTop: 96,
        outline: isHighlighted ? '3px solid' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: 2,
      }}
    >
      <CardContent
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, p: { xs: 2, sm: 2.5 } }}
      >
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
            <NicknameField campaignId={id} nickname={campaign.nickname} onSave={save(writes.nickname)} />
            <CampaignToday campaign={campaign} />
            <CardHoursAndArea campaign={campaign} writes={writes} />
            {campaignGroup(campaign) === 'leads' ? null : <MissedCallsFlag campaignId={id} />}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Chip size="small" label={campaignTypeLabel(campaign.type)} title={campaign.type} />
              <Chip size="small" variant="outlined" label={campaign.leadType} />
              <CompetitivenessChip competitiveness={campaign.competitiveness} />
            </Stack>
          </Box>
          <ActiveSwitch
            campaignId={id}
            nickname={campaign.nickname}
            isActive={campaign.is_active}
            status={status}
            onChange={(isActive) => onActiveChange(campaign, isActive)}
          />
        </Box>
        <CampaignSettings campaign={campaign} writes={writes} isAtOnce={isHighlighted} />
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {campaignGroup(campaign) === 'branded' ? 'Last call' : 'Last buy'}:{' '}
            {formatLastBuy(campaign.lastBuyDate, zone)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<QueryStatsOutlined />}
              aria-label={`Estimate a bid for ${campaign.nickname}`}
              onClick={() => setForecastOpen(true)}
            >
              Estimate bid
            </Button>
            <Button
              size="small"
              startIcon={<CalendarViewWeekOutlined />}
              aria-label={`Bid schedule of ${campaign.nickname}`}
              onClick={() => onOpenSchedule(campaign)}
            >
              Bid schedule
            </Button>
            <Button
              size="small"
              startIcon={<WebOutlined />}
              aria-label={`Thank-you page of ${campaign.nickname}`}
              onClick={() => setThankYouOpen(true)}
            >
              Thank-you page
            </Button>
            {dashboard ? (
              <Button
                size="small"
                variant="outlined"
                component={RouterLink}
                to={dashboard}
                aria-label={`Dashboard of ${campaign.nickname}`}
                startIcon={<InsightsOutlined />}
              >
                Dashboard
              </Button>
            ) : null}
          </Stack>
        </Box>
      </CardContent>
      {isForecastOpen ? (
        <Suspense fallback={null}>
          <BidForecastDialog campaign={campaign} open onClose={() => setForecastOpen(false)} />
        </Suspense>
      ) : null}
      {isThankYouOpen ? (
        <Suspense fallback={null}>
          <ThankYouPreviewDialog onClose={() => setThankYouOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}, isSameCard);
