import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CampaignOption } from '../api/campaign-options';
import type { LogView } from '../log-view';
import { DebouncedTextField } from './debounced-text-field';

interface LogFiltersProps {
  view: LogView;
  campaigns: CampaignOption[];
  onChange: (change: Partial<LogView>) => void;
}

/** Campaign filter, campaign-name search and payout (docs/product.md §5). */
export function LogFilters({ view, campaigns, onChange }: LogFiltersProps) {
  const chosen = campaigns.filter((campaign) => view.campaignIds?.includes(campaign.id));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(260px, 2fr) minmax(0, 1fr) 160px' },
      }}
    >
      <Autocomplete
        multiple
        size="small"
        options={campaigns}
        value={chosen}
        getOptionLabel={(campaign) => campaign.nickname}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) =>
          onChange({ campaignIds: value.length > 0 ? value.map((c) => c.id) : null })
        }
        renderInput={(params) => (
          <TextField {...params} label="Campaigns" placeholder={chosen.length === 0 ? 'All campaigns' : ''} />
        )}
      />
      <DebouncedTextField
        size="small"
        label="Campaign name"
        type="search"
        value={view.campaignName}
        onCommit={(campaignName) => onChange({ campaignName })}
      />
      <DebouncedTextField
        size="small"
        label="Payout ($)"
        type="number"
        value={view.payout}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
        helperText="0 also shows no payout"
        onCommit={(payout) => onChange({ payout: Number.isFinite(Number(payout)) ? payout.trim() : '' })}
      />
    </Box>
  );
}
