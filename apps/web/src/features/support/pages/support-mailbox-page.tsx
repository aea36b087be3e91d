import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useMailbox } from '../api/console';

/** `/support/mailbox`: e-mails kept in the local outbox when no SMTP server is set. */
export function SupportMailboxPage() {
  const [to, setTo] = useState('');
  const mailbox = useMailbox(useDebouncedValue(to.trim(), 300));
  const isAbsent = mailbox.error instanceof ApiError && mailbox.error.status === 404;
  return (
    <>
      <PageTitle subtitle="The newest 50 e-mails the portal sent, while no SMTP server is set.">
        Mailbox
      </PageTitle>
      <Card>
        <CardContent>
          <TextField
            label="To (e-mail)"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            fullWidth
          />
          {mailbox.isPending ? <PageLoader /> : null}
          {isAbsent ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              E-mail goes out through the SMTP server, so there is no local mailbox to read here.
            </Alert>
          ) : mailbox.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(mailbox.error)}
            </Alert>
          ) : null}
          {mailbox.data?.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No e-mails.
            </Typography>
          ) : null}
          <List aria-label="E-mails">
            {mailbox.data?.map((mail) => (
              <ListItem key={mail.id} divider disableGutters>
                <ListItemText
                  primary={`${mail.subject} — to ${mail.to}`}
                  secondary={
                    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{mail.text}</span>
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
