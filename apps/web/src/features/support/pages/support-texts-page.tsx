import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMobileNumber } from '@vanbid/domain';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSmsOutbox } from '../api/console';

/** `/support/texts`: text messages kept in the local SMS outbox when no SMS provider is set. */
export function SupportTextsPage() {
  const [to, setTo] = useState('');
  const outbox = useSmsOutbox(useDebouncedValue(to.trim(), 300));
  const isAbsent = outbox.error instanceof ApiError && outbox.error.status === 404;
  return (
    <>
      <PageTitle subtitle="The newest 50 text messages the portal sent, while no SMS provider is set.">
        Text messages
      </PageTitle>
      <Card>
        <CardContent>
          <TextField
            label="To (mobile number)"
            type="tel"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            fullWidth
          />
          {outbox.isPending ? <PageLoader /> : null}
          {isAbsent ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Text messages go out through Twilio, so there is no local outbox to read here.
            </Alert>
          ) : outbox.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(outbox.error)}
            </Alert>
          ) : null}
          {outbox.data?.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No text messages.
            </Typography>
          ) : null}
          <List aria-label="Text messages">
            {outbox.data?.map((message) => (
              <ListItem key={message.id} divider disableGutters>
                <ListItemText
                  primary={`To ${formatMobileNumber(message.to)} · ${new Date(message.createdAt).toLocaleString()}`}
                  secondary={
                    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</span>
                  }
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </>
  );
}
