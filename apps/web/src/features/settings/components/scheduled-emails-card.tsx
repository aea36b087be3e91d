import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { currentTimeZone } from '../../../lib/time-zone';
import { useScheduledEmails } from '../api/scheduled-emails';

const timeFormat = (zone: string) => new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: zone });

/** The notification e-mails about to go to the user, by their delivery settings. */
export function ScheduledEmailsCard() {
  const scheduled = useScheduledEmails();
  const format = timeFormat(currentTimeZone());
  return (
    <Card component="section" aria-labelledby="scheduled-emails-title">
      <CardHeader
        title="Scheduled e-mails"
        subheader="Notification e-mails about to go to you, by the settings above."
        slotProps={{ title: { id: 'scheduled-emails-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {scheduled.isError ? <Alert severity="error">{errorMessage(scheduled.error)}</Alert> : null}
        {scheduled.isPending ? <PageLoader /> : null}
        {scheduled.data?.length === 0 ? (
          <Typography color="text.secondary">No e-mails are waiting to be sent.</Typography>
        ) : null}
        {scheduled.data && scheduled.data.length > 0 ? (
          <List aria-labelledby="scheduled-emails-title" disablePadding>
            {scheduled.data.map((email) => (
              <ListItem key={email.notificationId} disableGutters divider>
                <ListItemText
                  primary={email.title}
                  secondary={
                    <>
                      Goes out by{' '}
                      <time dateTime={email.sendsBy}>{format.format(new Date(email.sendsBy))}</time>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
