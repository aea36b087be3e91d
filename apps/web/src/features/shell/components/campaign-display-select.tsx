import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate, useParams } from 'react-router';
import {
  CAMPAIGN_DISPLAYS,
  DEFAULT_CAMPAIGN_DISPLAY,
  isCampaignDisplay,
} from '../../../config/campaign-displays';
import { paths } from '../../../config/paths';

/** Which campaigns the list shows; the choice lives in the URL (`/campaigns/:campaignDisplay`). */
export function CampaignDisplaySelect() {
  const { campaignDisplay } = useParams();
  const navigate = useNavigate();
  const value = isCampaignDisplay(campaignDisplay) ? campaignDisplay : DEFAULT_CAMPAIGN_DISPLAY;
  return (
    <TextField
      select
      size="small"
      id="campaign-display-select"
      label="Show"
      value={value}
      onChange={(event) => void navigate(paths.campaigns.build(event.target.value))}
      sx={{ minWidth: { xs: 0, sm: 170 } }}
    >
      {CAMPAIGN_DISPLAYS.map((display) => (
        <MenuItem key={display.value} value={display.value}>
          {display.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
