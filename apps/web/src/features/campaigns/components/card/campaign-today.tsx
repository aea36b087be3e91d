import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import { campaignGroup } from '@vanbid/domain';
import { formatDollars } from '../../lib/format';

/** "3 leads today · $84.00": what the card's campaign bought and spent today (Eastern day). */
export function campaignTodayText(
  campaign: Pick<Campaign, 'parent' | 'type' | 'purchasesToday' | 'spentToday'>,
) {
  const group = campaignGroup(campaign);
  const noun = group === 'leads' ? 'lead' : 'call';
  const count = campaign.purchasesToday;
  const bought = `${count} ${group === 'branded' ? 'branded ' : ''}${noun}${count === 1 ? '' : 's'} today`;
  return `${bought} · ${formatDollars(campaign.spentToday)}`;
}

export function CampaignToday({ campaign }: { campaign: Campaign }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="campaign-today">
      {campaignTodayText(campaign)}
    </Typography>
  );
}
