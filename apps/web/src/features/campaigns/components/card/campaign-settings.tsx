import Box from '@mui/material/Box';
import {
  bidPercentSchema,
  type Campaign,
  concurrentCallsSchema,
  timeoutSecondsSchema,
} from '@vanbid/contract';
import { memo, useCallback } from 'react';
import { useGradualCount } from '../../../../hooks/use-gradual-count';
import type { CampaignWrites } from '../../api/campaign-settings';
import { settingsOf } from '../../lib/campaign-display';
import { formatDollars } from '../../lib/format';
import { LimitControl } from '../limit-control';
import { NumberSetting } from '../number-setting';
import { BudgetCapField } from './budget-cap-field';
import { useLimitWithUndo } from './use-limit-with-undo';

/** Not rendered again by the steps that add the parts after it. */
const StepLimitControl = memo(LimitControl);

/** The settings mount in this many steps: the limit, the caps, the numbers. */
const SETTING_PARTS = 3;

function bidHelper(campaign: Campaign): string {
  if (campaign.leadCost === null || campaign.minBid === null) return 'No minimum known this hour';
  return `${formatDollars(campaign.leadCost)} this hour (minimum ${formatDollars(campaign.minBid)})`;
}

interface CampaignSettingsProps {
  campaign: Campaign;
  writes: CampaignWrites;
  /** All parts in the first render (a card to scroll to). */
  isAtOnce: boolean;
}

/**
 * A card's inline settings: the daily limit with its slider, the weekly and monthly caps, the bid
 * and (calls) the concurrency and timeout. They mount one part per step after the rest of the
 * card, each step rendering only this part of it, so that no one commit holds a phone's main
 * thread long.
 */
export function CampaignSettings({ campaign, writes, isAtOnce }: CampaignSettingsProps) {
  const id = campaign.campaignId;
  const settings = settingsOf(campaign);
  const settingParts = useGradualCount(SETTING_PARTS, 1, isAtOnce);
  const saveLimit = useLimitWithUndo(writes);
  const onSaveLimit = useCallback((limit: number) => saveLimit(campaign, limit), [saveLimit, campaign]);
  const save =
    <V,>(write: { mutate: (variables: { campaignId: number; value: V }) => void }) =>
    (value: V) =>
      write.mutate({ campaignId: id, value });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.2fr 1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {settingParts >= 1 && settings.includes('limit') ? (
        <StepLimitControl campaign={campaign} onSave={onSaveLimit} />
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
  );
}
