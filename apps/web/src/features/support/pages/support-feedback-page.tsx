import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { friendlyInstant } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { downloadFeedbackFile, useFeedback } from '../api/console';

/** `/support/feedback`: what users told us, newest first, with their attachments. */
export function SupportFeedbackPage() {
  const feedback = useFeedback();
  const { zone } = useTimeZone();
  const { enqueueSnackbar } = useSnackbar();
  const entries = feedback.data?.pages.flatMap((page) => page.feedback) ?? [];
  return (
    <>
      <PageTitle subtitle="Sent from Send feedback in the portal.">Feedback</PageTitle>
      <Card>
        <CardContent>
          {feedback.isPending ? <PageLoader /> : null}
          {feedback.isError ? <Alert severity="error">{errorMessage(feedback.error)}</Alert> : null}
          {feedback.isSuccess && entries.length === 0 ? (
            <Typography color="text.secondary">No feedback yet.</Typography>
          ) : null}
          <List aria-label="Feedback">
            {entries.map((entry) => (
              <ListItem key={entry._id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ flex: '1 1 260px', minWidth: 0 }}
                  primary={<span style={{ whiteSpace: 'pre-wrap' }}>{entry.message}</span>}
                  secondary={[
                    friendlyInstant(entry.time, zone),
                    entry.from,
                    entry.account,
                    entry.pageUrl ? `on ${entry.pageUrl}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                {entry.hasFile ? (
                  <Button
                    size="small"
                    startIcon={<AttachFileOutlined />}
                    onClick={() =>
                      downloadFeedbackFile(entry._id).then(saveFile, (error: unknown) =>
                        enqueueSnackbar(errorMessage(error), { variant: 'error' }),
                      )
                    }
                  >
                    Attachment
                  </Button>
                ) : null}
              </ListItem>
            ))}
          </List>
          {feedback.hasNextPage ? (
            <Button onClick={() => void feedback.fetchNextPage()} disabled={feedback.isFetchingNextPage}>
              Show older
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
