import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MISSED_MAX_DAYS, MISSED_REASONS, type MissedData, type MissedReason } from '@vanbid/contract';
import { type DateRange, formatUsd, LOSS_REASON_LABELS, toCents } from '@vanbid/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AddFundsButton } from '../../../../components/wallet-shortfall';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-error';
import { useMissed } from '../../api/missed';

const money = (dollars: number) => formatUsd(toCents(dollars));

/** A reason in plain words: the engine's "inactive" is the panel's "paused". */
const labelOf = (reason: MissedReason) => LOSS_REASON_LABELS[reason === 'paused' ? 'inactive' : reason];

/** What the buyer can do about each reason, in a few words, or null when there is nothing to do. */
function actionOf(reason: MissedReason, data: MissedData): { label: string; hint: string } | null {
  switch (reason) {
    case 'paused':
      return { label: 'Switch on', hint: 'Offers it buys came while the campaign was switched off.' };
    case 'outbid':
      return data.suggested_percent === null
        ? { label: 'Raise bid', hint: 'Other buyers paid more than your bid can reach.' }
        : {
            label: `Raise the bid to ${data.suggested_percent}%`,
            hint: `Buyers who won paid ${money(data.clearing_prices!.median)} (median; ${money(
              data.clearing_prices!.low,
            )}–${money(data.clearing_prices!.high)}).`,
          };
    case 'hours':
      return { label: 'Change hours', hint: 'Offers came when the campaign was not buying.' };
    case 'geography':
      return { label: 'Widen the areas', hint: 'Offers came from ZIP codes outside the campaign’s areas.' };
    case 'daily_limit':
      return { label: 'Raise limit', hint: 'The campaign had spent its limit for the day.' };
    case 'weekly_cap':
      return { label: 'Raise the weekly cap', hint: 'The campaign had spent its cap for the week.' };
    case 'monthly_cap':
      return { label: 'Raise the monthly cap', hint: 'The campaign had spent its cap for the month.' };
    case 'concurrency':
      return { label: 'Allow more calls at once', hint: 'All of the campaign’s lines were busy.' };
    case 'funds':
      return { label: 'Add funds', hint: 'The wallet could not pay for them.' };
    case 'duplicate':
      return null;
  }
}

interface MissedOpportunitiesProps {
  campaignId: number;
  range: DateRange;
  /** Days in the range: beyond MISSED_MAX_DAYS the panel asks for fewer. */
  days: number;
  timezone: string;
  noun: string;
}

/**
 * "Why didn't I get it?": the offers the campaign missed over the period, by reason in plain
 * words, each with the one thing that would have won them.
 */
export function MissedOpportunities({ campaignId, range, days, timezone, noun }: MissedOpportunitiesProps) {
  const isTooLong = days > MISSED_MAX_DAYS;
  const missed = useMissed(isTooLong ? null : { campaignId, range, timezone });
  const data = missed.data;
  const reasons = data ? MISSED_REASONS.filter((reason) => data.missed[reason] > 0) : [];
  const total = reasons.reduce((sum, reason) => sum + data!.missed[reason], 0);
  let body: ReactNode;
  if (isTooLong)
    body = <Alert severity="info">Choose at most {MISSED_MAX_DAYS} days to see the missed offers.</Alert>;
  else if (missed.error) body = <Alert severity="error">{errorMessage(missed.error)}</Alert>;
  else if (!data)
    body = (
      <div aria-busy="true" role="status" aria-label="Loading missed opportunities">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  else if (reasons.length === 0)
    body = (
      <Typography color="text.secondary">
        Nothing missed in this period: every {noun.replace(/s$/, '')} the campaign could buy, it bought.
      </Typography>
    );
  else
    body = (
      <List disablePadding>
        {reasons.map((reason) => {
          const action = actionOf(reason, data);
          const campaignLink = `${paths.campaigns.build('recent')}?campaignId=${campaignId}`;
          return (
            <ListItem
              key={reason}
              divider
              disableGutters
              data-testid={`missed-${reason}`}
              sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <ListItemText
                sx={{ flex: '1 1 240px', minWidth: 0 }}
                primary={`${data.missed[reason].toLocaleString('en-US')} · ${labelOf(reason)}`}
                secondary={
                  action?.hint ?? 'Nothing to change: you bought this caller or lead in the last 30 days.'
                }
              />
              {action === null ? null : reason === 'funds' ? (
                <AddFundsButton />
              ) : (
                <Button size="small" variant="outlined" component={RouterLink} to={campaignLink}>
                  {action.label}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
    );
  return (
    <Card component="section" aria-labelledby="missed-title">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="missed-title" variant="h6" component="h2">
          Missed opportunities
        </Typography>
        {data && reasons.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {total.toLocaleString('en-US')} offers went elsewhere; the campaign bought{' '}
            {data.won.toLocaleString('en-US')}.
          </Typography>
        ) : null}
        {body}
      </CardContent>
    </Card>
  );
}
