import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vanbid/contract';
import { useState } from 'react';
import { formatDollars } from '../lib/format';
import { LimitSlider } from './limit-slider';

interface LimitControlProps {
  campaign: Pick<Campaign, 'campaignId' | 'limit' | 'spentToday' | 'leadsLimit'>;
  onSave: (limit: number) => void;
}

/** The daily limit as used/limit with the leads slider (steps of 5 % of the value, 75–2000). */
export function LimitControl({ campaign, onSave }: LimitControlProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? campaign.limit;
  const used = Math.min(100, (campaign.spentToday / Math.max(shown, 1)) * 100);
  const labelId = `limit-label-${campaign.campaignId}`;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          Daily limit
        </Typography>
        <Typography variant="body2" data-testid="leads-limit" title={`used/limit: ${campaign.leadsLimit}`}>
          {formatDollars(campaign.spentToday)} / {formatDollars(shown)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={used}
        aria-label="Spent today of the daily limit"
        color={used >= 90 ? 'warning' : 'primary'}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
      />
      <LimitSlider
        anchor={campaign.limit}
        value={shown}
        labelId={labelId}
        onChange={setDragging}
        onChangeCommitted={(value) => {
          setDragging(null);
          if (value !== campaign.limit) onSave(value);
        }}
      />
    </Box>
  );
}
