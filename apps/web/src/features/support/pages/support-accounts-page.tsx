import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SupportAccount } from '@vanbid/contract';
import { formatUsd } from '@vanbid/domain';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api-error';
import { useAccountSearch } from '../api/console';
import { ActivityDialog } from '../components/activity-dialog';
import { GuestLinkDialog } from '../components/guest-link-dialog';

/** `/support`: find an account by name or e-mail; sign in as it, or read its activity. */
export function SupportAccountsPage() {
  const [text, setText] = useState('');
  const search = useAccountSearch(useDebouncedValue(text, 300));
  const [activityOf, setActivityOf] = useState<SupportAccount | null>(null);
  const [guestFor, setGuestFor] = useState<SupportAccount | null>(null);
  return (
    <>
      <PageTitle subtitle="Find a company by its name or a member’s e-mail.">Accounts</PageTitle>
      <Card>
        <CardContent>
          <TextField
            label="Company or e-mail"
            value={text}
            onChange={(event) => setText(event.target.value)}
            fullWidth
            autoFocus
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
            helperText="At least 2 characters."
          />
          {search.isFetching && !search.data ? <PageLoader /> : null}
          {search.isError ? <Alert severity="error">{errorMessage(search.error)}</Alert> : null}
          {search.data && search.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No company matches “{text}”.
            </Typography>
          ) : null}
          <List aria-label="Matching companies">
            {search.data?.map((account) => (
              <ListItem
                key={account.accountId}
                disableGutters
                divider
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <ListItemText
                  sx={{ flex: '1 1 220px', minWidth: 0 }}
                  primary={account.name}
                  secondary={`${account.ownerEmail ?? 'No owner'} · ${account.members} member${account.members === 1 ? '' : 's'} · wallet ${formatUsd(Math.round(account.balance * 100))}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                <Chip
                  size="small"
                  color={account.setupComplete ? 'success' : 'default'}
                  label={account.setupComplete ? 'Set up' : 'Setup not finished'}
                />
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button size="small" onClick={() => setActivityOf(account)}>
                    Activity
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setGuestFor(account)}
                    disabled={!account.ownerEmail}
                  >
                    Guest link
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      <ActivityDialog account={activityOf} onClose={() => setActivityOf(null)} />
      <GuestLinkDialog account={guestFor} onClose={() => setGuestFor(null)} />
    </>
  );
}
