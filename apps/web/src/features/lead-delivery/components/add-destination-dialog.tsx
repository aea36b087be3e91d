import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { FORMAT_HAS_KEY, WEBHOOK_FORMAT_LABELS, WEBHOOK_FORMATS, type WebhookFormat } from '@vanbid/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import {
  type NewDestination,
  useCampaignChoices,
  useDeliveryMobileNumbers,
  useDestinationWrites,
} from '../api/lead-delivery';
import { TextNumbersPicker } from './text-numbers-picker';

const schema = z
  .object({
    kind: z.enum(['email', 'webhook', 'sms']),
    name: z.string().trim().min(1, 'Give it a name').max(80),
    /** '' for every campaign. */
    campaignId: z.string(),
    emails: z.string(),
    format: z.enum(WEBHOOK_FORMATS),
    url: z.string().trim(),
    key: z.string().trim(),
    textNumbers: z.object({ all: z.boolean(), chosen: z.array(z.string()) }),
  })
  .superRefine((values, context) => {
    if (values.kind === 'email') {
      const emails = values.emails.split(/[\s,;]+/).filter(Boolean);
      if (emails.length === 0 || emails.some((email) => !z.email().safeParse(email).success))
        context.addIssue({
          code: 'custom',
          path: ['emails'],
          message: 'One or more e-mail addresses, separated by commas',
        });
    } else if (values.kind === 'sms') {
      if (!values.textNumbers.all && values.textNumbers.chosen.length === 0)
        context.addIssue({ code: 'custom', path: ['textNumbers'], message: 'Tick at least one number' });
    } else {
      if (!z.url().safeParse(values.url).success)
        context.addIssue({
          code: 'custom',
          path: ['url'],
          message: 'The address that receives leads (https://…)',
        });
      if (FORMAT_HAS_KEY[values.format] && values.format !== 'vanbid' && !values.key)
        context.addIssue({ code: 'custom', path: ['key'], message: 'The API key the CRM gave you' });
    }
  });
type Values = z.infer<typeof schema>;

const URL_HINTS: Record<WebhookFormat, string> = {
  vanbid: 'Your server’s HTTPS address; we sign each lead (you get the secret once).',
  smartmoving: 'The Lead API URL from SmartMoving (Settings → Sales → Lead Providers), its key included.',
  granot: 'The lead submission URL Granot gave you.',
  supermove: 'The lead webhook URL from Supermove; it identifies your company.',
};

/** Adds an e-mail, webhook or text message destination; a Vanbid signing secret comes back once (`onSecret`). */
export function AddDestinationDialog({
  isOpen,
  onClose,
  onSecret,
}: {
  isOpen: boolean;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const { add } = useDestinationWrites();
  const { register, control, handleSubmit, watch, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: 'email',
      name: '',
      campaignId: '',
      emails: '',
      format: 'vanbid',
      url: '',
      key: '',
      textNumbers: { all: true, chosen: [] },
    },
  });
  const kind = watch('kind');
  const format = watch('format');
  const textNumbers = useDeliveryMobileNumbers(kind === 'sms');
  const campaigns = useCampaignChoices();
  const hasNoNumberToText = kind === 'sms' && textNumbers.data?.length === 0;
  const close = () => {
    reset();
    add.reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    const campaignId = values.campaignId ? Number(values.campaignId) : null;
    const body: NewDestination =
      values.kind === 'sms'
        ? {
            kind: 'sms',
            name: values.name,
            campaignId,
            phones: values.textNumbers.all ? [] : values.textNumbers.chosen,
          }
        : values.kind === 'email'
          ? {
              kind: 'email' as const,
              name: values.name,
              campaignId,
              emails: values.emails.split(/[\s,;]+/).filter(Boolean),
            }
          : {
              kind: 'webhook' as const,
              name: values.name,
              campaignId,
              format: values.format,
              url: values.url,
              ...(values.key ? { key: values.key } : {}),
            };
    const answer = await add.mutateAsync(body);
    close();
    if (answer.secret) onSecret(answer.secret);
  });
  return (
    <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-destination-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="add-destination-title">Add a destination</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <FormControl fullWidth>
                  <InputLabel id="destination-kind-label">Send leads by</InputLabel>
                  <Select labelId="destination-kind-label" label="Send leads by" {...field}>
                    <MenuItem value="email">E-mail</MenuItem>
                    <MenuItem value="webhook">Webhook (your CRM)</MenuItem>
                    <MenuItem value="sms">Text message</MenuItem>
                  </Select>
                </FormControl>
              )}
            />
            <FormTextField
              id="destination-name"
              label="Name"
              registration={register('name')}
              error={formState.errors.name?.message}
            />
            <Controller
              control={control}
              name="campaignId"
              render={({ field }) => (
                <FormControl fullWidth>
                  <InputLabel id="destination-campaign-label" shrink>
                    Leads of
                  </InputLabel>
                  <Select
                    labelId="destination-campaign-label"
                    label="Leads of"
                    displayEmpty
                    notched
                    {...field}
                  >
                    <MenuItem value="">Every campaign</MenuItem>
                    {(campaigns.data ?? []).map((campaign) => (
                      <MenuItem key={campaign.id} value={String(campaign.id)}>
                        {campaign.nickname}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
              )}
            />
            {kind === 'sms' ? (
              <Controller
                control={control}
                name="textNumbers"
                render={({ field }) => (
                  <TextNumbersPicker
                    value={field.value}
                    onChange={field.onChange}
                    error={formState.errors.textNumbers?.message}
                  />
                )}
              />
            ) : kind === 'email' ? (
              <FormTextField
                id="destination-emails"
                label="E-mail addresses"
                type="text"
                registration={register('emails')}
                error={formState.errors.emails?.message}
                helperText="Separate several with commas. Each gets one e-mail per lead."
              />
            ) : (
              <>
                <Controller
                  control={control}
                  name="format"
                  render={({ field }) => (
                    <FormControl fullWidth>
                      <InputLabel id="destination-format-label">Format</InputLabel>
                      <Select labelId="destination-format-label" label="Format" {...field}>
                        {WEBHOOK_FORMATS.map((each) => (
                          <MenuItem key={each} value={each}>
                            {WEBHOOK_FORMAT_LABELS[each]}
                          </MenuItem>
                        ))}
                      </Select>
                    </FormControl>
                  )}
                />
                <FormTextField
                  id="destination-url"
                  label="URL"
                  type="url"
                  registration={register('url')}
                  error={formState.errors.url?.message}
                  helperText={URL_HINTS[format]}
                />
                {format === 'granot' ? (
                  <FormTextField
                    id="destination-key"
                    label="API key"
                    registration={register('key')}
                    error={formState.errors.key?.message}
                  />
                ) : null}
              </>
            )}
            {add.error ? <Alert severity="error">{errorMessage(add.error)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || hasNoNumberToText}>
            Add destination
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
