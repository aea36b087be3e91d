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
import {
  bidPercentSchema,
  type Campaign,
  concurrentCallsSchema,
  timeoutSecondsSchema,
} from '@vanbid/contract';
import { type CampaignStatus, campaignGroup, campaignTypeLabel } from '@vanbid/domain';
import { lazy, memo, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGradualCount } from '../../../hooks/use-gradual-count';
import { useTimeZone } from '../../../hooks/use-time-zone';
import type { CampaignWrites } from '../api/campaign-settings';
import { useGeoTemplates } from '../api/geo-templates';
import { dashboardPathOf, regionSummary, settingsOf } from '../lib/campaign-display';
import { formatDollars, formatLastBuy } from '../lib/format';
import { ActiveSwitch } from './card/active-switch';
import { BudgetCapField } from './card/budget-cap-field';
import { CampaignToday } from './card/campaign-today';
import { CompetitivenessChip } from './card/competitiveness-chip';
import { HoursAndArea } from './card/hours-and-area';
import { MissedCallsFlag } from './card/missed-calls-flag';
import { useLimitWithUndo } from './card/use-limit-with-undo';
import { LimitControl } from './limit-control';
import { NicknameField } from './nickname-field';
import { NumberSetting } from './number-setting';

// Loaded when opened: the preview's dialog, toggle and query are not part of the list's first paint.
const ThankYouPreviewDialog = lazy(() =>
  import('./card/thank-you-preview-dialog').then((m) => ({ default: m.ThankYouPreviewDialog })),
);
/** Opened by few: loaded when asked for, so that the cards' code stays small. */
const BidForecastDialog = lazy(() =>
  import('./card/bid-forecast-dialog').then((m) => ({ default: m.BidForecastDialog })),
);

/** The inline settings mount in this many steps: the limit, the caps, the numbers. */
const SETTING_PARTS = 3;

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

function bidHelper(campaign: Campaign): string {
  if (campaign.leadCost === null || campaign.minBid === null) return 'No minimum known this hour';
  return `${formatDollars(campaign.leadCost)} this hour (minimum ${formatDollars(campaign.minBid)})`;
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
  const settings = settingsOf(campaign);
  // The inline settings (the limit with its slider, the caps, the numbers) mount one part per step
  // after the rest of the card, so that no one commit holds a phone's main thread long; a card to
  // scroll to has them at once.
  const settingParts = useGradualCount(SETTING_PARTS, 1, isHighlighted);
  const saveLimit = useLimitWithUndo(writes);
  const region = regionSummary(campaign, useGeoTemplates().data?.templates);
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
        // A card off the screen is not laid out or painted until it comes near (its outline, when
        // highlighted, would be clipped: that card is scrolled to anyway).
        ...(isHighlighted ? {} : { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }),
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
            <HoursAndArea campaign={campaign} region={region} writes={writes} />
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
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.2fr 1fr 1fr' },
            alignItems: 'start',
          }}
        >
          {settingParts >= 1 && settings.includes('limit') ? (
            <LimitControl campaign={campaign} onSave={(limit) => saveLimit(campaign, limit)} />
          ) : null}
          {settingParts >= 2 && settings.includes('limit') ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <BudgetCapField
                id={`weekly-cap-${id}`}
                period="week"
                cap={campaign.weeklyCap}
                spent={campaign.spentThisWeek}
                onSave={(weeklyCap) =>
                  writes.caps.mutate({
                    campaignId: id,
                    value: { weeklyCap, monthlyCap: campaign.monthlyCap },
                  })
                }
              />
              <BudgetCapField
                id={`monthly-cap-${id}`}
                period="month"
                cap={campaign.monthlyCap}
                spent={campaign.spentThisMonth}
                onSave={(monthlyCap) =>
                  writes.caps.mutate({ campaignId: id, value: { weeklyCap: campaign.weeklyCap, monthlyCap } })
                }
              />
            </Box>
          ) : null}
          {settingParts >= 3 ? (
            <NumberSetting
              id={`bid-${id}`}
              label="Bid above minimum"
              unit="%"
              value={campaign.bidPercent}
              schema={bidPercentSchema}
              helperText={bidHelper(campaign)}
              onSave={save(writes.bid)}
            />
          ) : null}
          {settingParts >= 3 && settings.includes('concurrency') ? (
            <NumberSetting
              id={`concurrency-${id}`}
              label="Concurrent calls"
              value={campaign.concurrentCalls}
              schema={concurrentCallsSchema}
              onSave={save(writes.concurrency)}
            />
          ) : null}
          {settingParts >= 3 && settings.includes('timeout') ? (
            <NumberSetting
              id={`timeout-${id}`}
              label="Timeout per call"
              unit="s"
              value={campaign.timeoutPerCall}
              schema={timeoutSecondsSchema}
              onSave={save(writes.timeout)}
            />
          ) : null}
        </Box>
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
