import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DeliveryDestination } from '@vanbid/contract';
import { type DeliveryKind, formatMobileNumber, WEBHOOK_FORMAT_LABELS } from '@vanbid/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useCampaignChoices, useDestinationWrites } from '../api/lead-delivery';
import { TextNumbersDialog } from './text-numbers-dialog';

const KIND_LABELS: Record<DeliveryKind, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
  sms: 'Text message',
};

function whereTo(destination: DeliveryDestination): string {
  if (destination.kind === 'email') return destination.emails.join(', ');
  if (destination.kind === 'sms')
    return destination.phones.length > 0
      ? destination.phones.map(formatMobileNumber).join(', ')
      : 'Every confirmed mobile number of the company';
  return `${WEBHOOK_FORMAT_LABELS[destination.format!]} · ${destination.urlOrigin}`;
}

/** One destination: where it sends, whether it is live, and its buttons (for those who configure). */
export function DestinationCard({
  destination,
  canConfigure,
  onSecret,
}: {
  destination: DeliveryDestination;
  canConfigure: boolean;
  onSecret: (secret: string) => void;
}) {
  const writes = useDestinationWrites();
  const campaigns = useCampaignChoices();
  const [isRemoving, setIsRemoving] = useState(false);
  const [isChangingNumbers, setIsChangingNumbers] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const sendTest = () =>
    writes.sendTest.mutate(destination.id, {
      onSuccess: (delivery) =>
        setNotice(
          delivery.status === 'delivered'
            ? { severity: 'success', text: 'Test lead delivered.' }
            : {
                severity: 'error',
                text: `Test lead not delivered: ${delivery.lastError ?? delivery.status}`,
              },
        ),
      onError: (error) => setNotice({ severity: 'error', text: errorMessage(error) }),
    });
  return (
    <Card component="section" aria-label={destination.name}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ mr: 1 }}>
            {destination.name}
          </Typography>
          <Chip size="small" label={KIND_LABELS[destination.kind]} />
          {destination.isPaused ? (
            <Chip size="small" color="warning" label="Paused" />
          ) : (
            <Chip size="small" color="success" variant="outlined" label="Active" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-word' }}>
          {whereTo(destination)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {destination.campaignId === null
            ? 'Every campaign'
            : (campaigns.data?.find((campaign) => campaign.id === destination.campaignId)?.nickname ??
              `Campaign #${destination.campaignId}`)}
          {destination.consecutiveFailures > 0 ? ` · ${destination.consecutiveFailures} failed in a row` : ''}
        </Typography>
        {notice ? (
          <Alert severity={notice.severity} sx={{ mt: 1.5 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          component={Link}
          to={paths.leadDeliveryLog.build(destination.id)}
          variant="outlined"
          size="small"
        >
          Delivery log
        </Button>
        {canConfigure ? (
          <>
            <Button size="small" onClick={sendTest} disabled={writes.sendTest.isPending}>
              Send a test lead
            </Button>
            <Button
              size="small"
              onClick={() => writes.setPaused.mutate({ id: destination.id, isPaused: !destination.isPaused })}
            >
              {destination.isPaused ? 'Resume' : 'Pause'}
            </Button>
            {destination.kind === 'sms' ? (
              <Button size="small" onClick={() => setIsChangingNumbers(true)}>
                Change numbers
              </Button>
            ) : null}
            {destination.format === 'vanbid' ? (
              <Button
                size="small"
                onClick={() =>
                  writes.rotate.mutate(
                    { id: destination.id },
                    { onSuccess: (data) => data.secret && onSecret(data.secret) },
                  )
                }
              >
                Rotate secret
              </Button>
            ) : null}
            <Button size="small" color="error" onClick={() => setIsRemoving(true)}>
              Remove
            </Button>
          </>
        ) : null}
      </CardActions>
      {isChangingNumbers ? (
        <TextNumbersDialog destination={destination} onClose={() => setIsChangingNumbers(false)} />
      ) : null}
      <ConfirmDialog
        isOpen={isRemoving}
        title={`Remove ${destination.name}?`}
        text="Leads stop going there. Its delivery log stays with the leads."
        confirmLabel="Remove"
        isWorking={writes.remove.isPending}
        error={writes.remove.error}
        onConfirm={() => writes.remove.mutate(destination.id, { onSuccess: () => setIsRemoving(false) })}
        onCancel={() => setIsRemoving(false)}
      />
    </Card>
  );
}
