import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Campaign } from '@vanbid/contract';
import { type BidDistance, bidDistanceOfLeadType } from '@vanbid/domain';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import {
  CAMPAIGN_DISPLAYS,
  DEFAULT_CAMPAIGN_DISPLAY,
  isCampaignDisplay,
} from '../../../config/campaign-displays';
import { paths } from '../../../config/paths';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { useBalance } from '../../../lib/api/wallet';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { useLoggedFailure } from '../../../lib/client-log';
import { useSession } from '../../../lib/session';
import { useCampaignWrites } from '../api/campaign-settings';
import { useCampaign, useCampaigns } from '../api/campaigns';
import { useCampaignsWithToday } from '../api/today-payouts';
import { type ScheduleTarget, scheduleTargetOf } from '../components/bid-schedule/schedule-target';
import { CampaignSections } from '../components/campaign-sections';
import { CampaignsEmptyState } from '../components/campaigns-empty-state';
import { usePauseWithUndo } from '../components/card/use-pause-with-undo';
import { MinBidUpdateNotice } from '../components/min-bid-update-notice';
import { SpendOverviewCard } from '../components/spend/spend-overview-card';
import { useRequestedCampaignId, useScrollToCampaign } from '../hooks/use-highlighted-campaign';
import { useMinute } from '../hooks/use-minute';
import { campaignsForDisplay, groupCampaigns } from '../lib/campaign-display';
import { campaignStatusOf } from '../lib/campaign-status';

/** The schedule dialog's code is loaded when it is first opened, and then kept for closing. */
const NO_CAMPAIGNS: Campaign[] = [];

const BidScheduleDialog = lazy(() =>
  import('../components/bid-schedule/bid-schedule-dialog').then((m) => ({ default: m.BidScheduleDialog })),
);

/** `/campaigns/:campaignDisplay?`: the account's campaigns, filtered by the header's display select. */
export function CampaignsPage() {
  const { campaignDisplay } = useParams();
  const requestedId = useRequestedCampaignId();
  const requested = useCampaign(requestedId);
  const { zone } = useTimeZone();
  const campaigns = useCampaigns();
  useLoggedFailure('campaigns_load_failed', campaigns.error);
  // Offline, the first read waits for the network: that is a failure to say too, not a load.
  const failure = campaigns.isError
    ? errorMessage(campaigns.error)
    : campaigns.isPaused && !campaigns.data
      ? NETWORK_ERROR_MESSAGE
      : null;
  const writes = useCampaignWrites();
  const [schedule, setSchedule] = useState<ScheduleTarget | null>(null);
  const [hasOpenedSchedule, setOpenedSchedule] = useState(false);
  if (schedule !== null && !hasOpenedSchedule) setOpenedSchedule(true);
  const balance = useBalance(useSession()?.globalId ?? 0).data?.balance;
  const onActiveChange = usePauseWithUndo(writes);
  const now = useMinute();
  const all = useCampaignsWithToday(campaigns.data?.campaigns ?? NO_CAMPAIGNS);
  const chosen = isCampaignDisplay(campaignDisplay) ? campaignDisplay : DEFAULT_CAMPAIGN_DISPLAY;
  // A requested campaign the chosen display hides is shown with all the others.
  const isHidden = (list: typeof all) => !list.some((item) => item.campaignId === requestedId);
  const display =
    requestedId !== null && !isHidden(all) && isHidden(campaignsForDisplay(all, chosen, zone))
      ? 'all'
      : chosen;
  const shown = useMemo(() => campaignsForDisplay(all, display, zone), [all, display, zone]);
  const sections = useMemo(() => groupCampaigns(shown), [shown]);
  // The cards' props stay the same objects while nothing of theirs changes: a query of the page
  // that answers does not render every card again (a phone's main thread, issue #28).
  const onOpenSchedule = useCallback((campaign: Campaign) => setSchedule(scheduleTargetOf(campaign)), []);
  const statusOf = useCallback(
    (campaign: Campaign) => campaignStatusOf(campaign, balance, zone, now),
    [balance, zone, now],
  );
  const displayLabel = CAMPAIGN_DISPLAYS.find((entry) => entry.value === display)?.label ?? '';
  useScrollToCampaign(requestedId, !isHidden(shown));

  const openUpdatedSchedule = ({
    campaignTypeId,
    distance,
  }: {
    campaignTypeId?: number;
    distance?: BidDistance;
  }) => {
    const campaign = all.find(
      (item) =>
        (campaignTypeId === undefined || item.campaignTypeId === campaignTypeId) &&
        (distance === undefined || bidDistanceOfLeadType(item.leadType) === distance),
    );
    if (campaign) setSchedule(scheduleTargetOf(campaign));
    else if (campaignTypeId !== undefined) setSchedule({ campaignTypeId, distance: distance ?? 'local' });
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <PageTitle
          subtitle={
            campaigns.data
              ? `${displayLabel}: ${shown.length} of ${all.length} campaigns`
              : failure
                ? 'Your campaigns could not be loaded'
                : 'Loading your campaigns…'
          }
        >
          Campaigns
        </PageTitle>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.campaignCreation.build()}
          startIcon={<AddOutlined />}
        >
          Create campaign
        </Button>
      </Box>
      <SpendOverviewCard />
      {campaigns.isPending && !failure ? <PageLoader /> : null}
      {failure ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={campaigns.isFetching}
              onClick={() => void campaigns.refetch()}
            >
              {campaigns.isFetching ? 'Retrying…' : 'Retry'}
            </Button>
          }
        >
          We could not load your campaigns. {failure}
        </Alert>
      ) : null}
      {requested.error instanceof ApiError && requested.error.status === 404 ? (
        <Alert severity="info">
          Campaign {requestedId} is not one of this account’s campaigns. Here are the others.
        </Alert>
      ) : null}
      {campaigns.data && shown.length === 0 ? (
        <CampaignsEmptyState hasCampaigns={all.length > 0} display={display} />
      ) : null}
      {shown.length > 0 ? (
        <CampaignSections
          sections={sections}
          writes={writes}
          onOpenSchedule={onOpenSchedule}
          statusOf={statusOf}
          onActiveChange={onActiveChange}
          highlightedId={requestedId}
        />
      ) : null}
      {hasOpenedSchedule ? (
        <Suspense fallback={null}>
          <BidScheduleDialog target={schedule} onClose={() => setSchedule(null)} />
        </Suspense>
      ) : null}
      <MinBidUpdateNotice onViewSchedule={openUpdatedSchedule} />
    </>
  );
}
