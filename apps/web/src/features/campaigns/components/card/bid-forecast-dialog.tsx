import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import { BID_PERCENT, campaignGroup, formatUsd, isValidBidPercent, toCents } from '@vanbid/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { errorMessage } from '../../../../lib/api-error';
import { useBidForecast } from '../../api/forecast';

const money = (dollars: number | null) => (dollars === null ? '—' : formatUsd(toCents(dollars)));
const perWeek = (count: number) =>
  count < 10 ? count.toFixed(1) : Math.round(count).toLocaleString('en-US');

interface BidForecastDialogProps {
  campaign: Campaign;
  open: boolean;
  onClose: () => void;
}

/**
 * "What would this bid buy?": the last 4 weeks of the campaign's offers replayed against a
 * candidate bid, beside the bid input, and a few levels around it. An estimate, labelled so.
 */
export function BidForecastDialog({ campaign, open, onClose }: BidForecastDialogProps) {
  const [text, setText] = useState(String(campaign.bidPercent));
  const candidate = Number(text);
  const isValid = text.trim() !== '' && isValidBidPercent(candidate);
  const percent = useDebouncedValue(isValid ? candidate : campaign.bidPercent, 300);
  const forecast = useBidForecast(campaign.campaignId, percent, open);
  const fullScreen = useIsMobile();
  const noun = campaignGroup(campaign) === 'leads' ? 'leads' : 'calls';
  const data = forecast.data;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby="forecast-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="forecast-title">Estimate a bid for {campaign.nickname}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          An estimate: the last 4 weeks of offers from the campaign’s area as it is now (an area you just
          added too), replayed against the bid at today’s minimums. Real results depend on what other buyers
          do.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label="Bid above minimum"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={!isValid}
            helperText={isValid ? ' ' : `Enter a whole number from ${BID_PERCENT.min} to ${BID_PERCENT.max}`}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              htmlInput: { inputMode: 'numeric', 'aria-describedby': 'forecast-estimate' },
            }}
            sx={{ width: 180 }}
          />
          <Typography
            id="forecast-estimate"
            aria-live="polite"
            data-testid="forecast-estimate"
            sx={{ flex: '1 1 200px' }}
          >
            {data
              ? `About ${perWeek(data.forecast.per_week)} ${noun} a week for about ${money(
                  data.forecast.spend_per_week,
                )} (wins ${Math.round(data.forecast.win_rate * 100)}% of offers)`
              : forecast.isError
                ? ''
                : 'Estimating…'}
          </Typography>
        </Box>
        {forecast.error ? <Alert severity="error">{errorMessage(forecast.error)}</Alert> : null}
        {data && data.offers === 0 ? (
          <Alert severity="info">
            No offers came from the campaign’s area in the last 4 weeks, so there is nothing to replay yet.
          </Alert>
        ) : null}
        {data && data.offers > 0 ? (
          <Table size="small" aria-label="Estimates for other bids">
            <TableHead>
              <TableRow>
                <TableCell>Bid</TableCell>
                <TableCell align="right">Now</TableCell>
                <TableCell align="right">{noun[0]!.toUpperCase() + noun.slice(1)} / week</TableCell>
                <TableCell align="right">Spend / week</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.levels.map((level) => (
                <TableRow key={level.percent} selected={level.percent === percent}>
                  <TableCell>{level.percent}%</TableCell>
                  <TableCell align="right">{money(level.bid)}</TableCell>
                  <TableCell align="right">{perWeek(level.per_week)}</TableCell>
                  <TableCell align="right">{money(level.spend_per_week)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
