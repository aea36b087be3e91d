import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CampaignStatus } from '@vanbid/domain';

interface ActiveSwitchProps {
  campaignId: number;
  nickname: string;
  isActive: boolean;
  status: CampaignStatus;
  onChange: (isActive: boolean) => void;
}

/** The on/off switch, labelled with what the campaign does now and, when stopped, why. */
export function ActiveSwitch({ campaignId, nickname, isActive, status, onChange }: ActiveSwitchProps) {
  const reasonId = `status-reason-${campaignId}`;
  // On, and waiting for its hours: said plainly, without the warning of a stopped campaign.
  const isWaiting = status.status === 'outside-hours';
  const isStopped = status.status !== 'buying' && status.status !== 'paused' && !isWaiting;
  return (
    <Box sx={{ maxWidth: 280, textAlign: { sm: 'right' } }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Switch
            checked={isActive}
            color={isStopped ? 'warning' : 'primary'}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-label': `${nickname} active`,
                ...(status.reason ? { 'aria-describedby': reasonId } : {}),
              },
            }}
          />
        }
        label={
          <Typography
            component="span"
            data-testid="campaign-status"
            sx={{
              fontWeight: isStopped || isWaiting ? 700 : 400,
              color: isStopped ? 'warning.dark' : isWaiting ? 'text.secondary' : 'inherit',
            }}
          >
            {status.label}
          </Typography>
        }
      />
      {status.reason ? (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {status.reason}
        </Typography>
      ) : null}
    </Box>
  );
}
