import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AvailableCampaign } from '@vanbid/contract';
import {
  type CampaignGroup,
  campaignGroup,
  describeOffer,
  LEAD_TYPES,
  weeklyVolumeText,
} from '@vanbid/domain';
import { useState } from 'react';
import { useOfferVolumes } from '../../api/offer-volumes';
import { GROUP_LABELS } from '../../lib/campaign-display';
import { formatDollars } from '../../lib/format';

interface OfferPickerProps {
  offers: AvailableCampaign[];
  value: number | null;
  onChange: (offer: AvailableCampaign) => void;
  /** The lead types the company's licences cover (company-metadata); chosen first. */
  leadTypes: readonly string[];
  error?: string;
}

/** Choose one of the available campaigns, narrowed by group and lead type. */
export function OfferPicker({ offers, value, onChange, leadTypes, error }: OfferPickerProps) {
  const volumes = useOfferVolumes();
  const [group, setGroup] = useState<CampaignGroup | 'all'>('all');
  const [leadType, setLeadType] = useState(leadTypes.length === 1 ? leadTypes[0]! : 'any');
  const shown = offers.filter(
    (offer) =>
      (group === 'all' || campaignGroup(offer) === group) &&
      (leadType === 'any' || offer.leadType === leadType),
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          id="offer-group"
          label="Group"
          value={group}
          onChange={(event) => setGroup(event.target.value as CampaignGroup | 'all')}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="all">All groups</MenuItem>
          {(Object.keys(GROUP_LABELS) as CampaignGroup[]).map((key) => (
            <MenuItem key={key} value={key}>
              {GROUP_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          id="offer-lead-type"
          label="Lead type"
          value={leadType}
          onChange={(event) => setLeadType(event.target.value)}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="any">Any</MenuItem>
          {LEAD_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {shown.length === 0 ? (
        <Typography color="text.secondary">
          No available campaign matches. Try another group or lead type.
        </Typography>
      ) : (
        <RadioGroup
          aria-label="Available campaigns"
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const offer = offers.find((item) => String(item.campaignId) === event.target.value);
            if (offer) onChange(offer);
          }}
          sx={{
            maxHeight: 320,
            overflowY: 'auto',
            flexWrap: 'nowrap',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1,
          }}
        >
          {shown.map((offer) => (
            <FormControlLabel
              key={offer.campaignId}
              value={String(offer.campaignId)}
              control={<Radio />}
              label={<OfferLabel offer={offer} perWeek={volumes.get(offer.campaignId)} />}
            />
          ))}
        </RadioGroup>
      )}
      {error ? (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** One offer in a mover's words: what, which moves, where, from which source, at what minimum. */
function OfferLabel({ offer, perWeek }: { offer: AvailableCampaign; perWeek: number | null | undefined }) {
  const described = describeOffer(offer);
  const volume = perWeek === undefined ? null : weeklyVolumeText({ group: campaignGroup(offer), perWeek });
  const states =
    described.states.length > 3 ? `${described.states.join(', ')} (${described.states.length} states)` : '';
  return (
    <Box sx={{ py: 0.5 }} title={states || undefined}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {described.headline}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {[
          described.source,
          offer.minBid === null ? null : `minimum now ${formatDollars(offer.minBid)}`,
          volume,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {states ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {states}
        </Typography>
      ) : null}
    </Box>
  );
}
