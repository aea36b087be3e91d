import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useContactType } from '../../../lib/use-can';
import { useSetTwoFactorPolicy, useTwoFactor, useTwoFactorPolicy } from '../api/two-factor';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';

const REQUIRED_BY = {
  support: 'Support staff always sign in with two-factor.',
  account: 'A company you belong to requires two-factor sign-in.',
} as const;

/**
 * Settings → Security: the user's two-factor sign-in, and the owner's rule for the whole team
 * (left out with `withTeamRule={false}`: the page a user who must turn it on first sees).
 */
export function SecurityCard({ withTeamRule = true }: { withTeamRule?: boolean }) {
  const status = useTwoFactor();
  const isGuest = useSession()?.tokenMetaData?.user.role === 'guest';
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const data = status.data;
  return (
    <Card component="section" aria-labelledby="security-title">
      <CardHeader
        title="Security"
        slotProps={{ title: { id: 'security-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Two-factor sign-in
        </Typography>
        <Typography color="text.secondary">
          Sign in with your password and a code from an authenticator app on your phone.
        </Typography>
        {status.isError ? <Alert severity="error">{errorMessage(status.error)}</Alert> : null}
        {data ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="two-factor-status">
              {data.enabled ? `On · ${data.recoveryCodesLeft} recovery codes left` : 'Off'}
            </Typography>
            {isGuest ? null : data.enabled ? (
              data.requiredBy ? null : (
                <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
                  Turn off
                </Button>
              )
            ) : (
              <Button variant="contained" onClick={() => setDialog('enable')}>
                Turn on
              </Button>
            )}
          </Box>
        ) : null}
        {data?.requiredBy ? <Alert severity="info">{REQUIRED_BY[data.requiredBy]}</Alert> : null}
        {isGuest || !withTeamRule ? null : <TeamRequirement hasTwoFactor={Boolean(data?.enabled)} />}
      </CardContent>
      {dialog === 'enable' ? <EnableTwoFactorDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'disable' ? <DisableTwoFactorDialog onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}

/** The owner's switch: every member of the company must sign in with two-factor. */
function TeamRequirement({ hasTwoFactor }: { hasTwoFactor: boolean }) {
  const isOwner = useContactType() === 'Owner';
  const policy = useTwoFactorPolicy();
  const change = useSetTwoFactorPolicy();
  const { enqueueSnackbar } = useSnackbar();
  if (!isOwner || !policy.data) return null;
  const { required, membersWithout } = policy.data;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={required}
            disabled={change.isPending || (!required && !hasTwoFactor)}
            onChange={(_event, on) =>
              change.mutate(on, {
                onSuccess: () => enqueueSnackbar('Saved', { variant: 'success' }),
                onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
              })
            }
          />
        }
        label="Require two-factor sign-in for everyone in this company"
      />
      <Typography variant="body2" color="text.secondary">
        {!required && !hasTwoFactor
          ? 'Turn it on for yourself first.'
          : required
            ? `${membersWithout} ${membersWithout === 1 ? 'member has' : 'members have'} not set it up yet: they set it up at their next sign-in.`
            : 'Members without it are asked to set it up at their next sign-in.'}
      </Typography>
    </Box>
  );
}
