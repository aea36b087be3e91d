import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AvailableCampaign,
  bidPercentSchema,
  campaignHoursSchema,
  leadsLimitSchema,
  nicknameSchema,
} from '@vanbid/contract';
import { bidDistanceOfLeadType, campaignTypeLabel } from '@vanbid/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../../lib/api-error';
import type { NewCampaign } from '../../api/campaigns';
import type { useGeoTemplates } from '../../api/geo-templates';
import { areaChoiceOf, areaChoiceSchema, areaErrors } from '../../lib/area-choice';
import { formatDollars } from '../../lib/format';
import { BidScheduleDialog } from '../bid-schedule/bid-schedule-dialog';
import type { ScheduleTarget } from '../bid-schedule/schedule-target';
import { LimitSlider } from '../limit-slider';
import { AreaField } from './area-field';
import { BidField } from './bid-field';
import { firstMessage } from './first-message';
import { HoursEditor } from './hours-editor';
import { OfferPicker } from './offer-picker';

const creationSchema = z.object({
  offerId: z.number({ error: 'Choose an available campaign' }),
  nickname: nicknameSchema,
  limit: leadsLimitSchema,
  bidPercent: bidPercentSchema,
  hours: campaignHoursSchema,
  area: areaChoiceSchema,
});
type CreationInput = z.input<typeof creationSchema>;

type Templates = NonNullable<ReturnType<typeof useGeoTemplates>['data']>['templates'];

interface CreationFormProps {
  offers: AvailableCampaign[];
  templates: Templates;
  defaults: Omit<NewCampaign, 'offerId' | 'nickname' | 'area'>;
  leadTypes: readonly string[];
  onSubmit: (campaign: NewCampaign) => Promise<unknown>;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2">{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** `/campaign-creation`'s form: the available campaign, then name, bid, limit, hours and geography. */
export function CreationForm({ offers, templates, defaults, leadTypes, onSubmit }: CreationFormProps) {
  const [offer, setOffer] = useState<AvailableCampaign | null>(null);
  const [schedule, setSchedule] = useState<ScheduleTarget | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreationInput, unknown, NewCampaign>({
    resolver: zodResolver(creationSchema),
    defaultValues: { ...defaults, offerId: undefined, nickname: '', area: areaChoiceOf(null) },
  });
  const { control, register, setValue, formState, watch } = form;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    await onSubmit(values).catch((error: unknown) => setFailure(errorMessage(error)));
  });
  const chooseOffer = (next: AvailableCampaign) => {
    setOffer(next);
    setValue('offerId', next.campaignId, { shouldValidate: formState.isSubmitted });
    if (!formState.dirtyFields.nickname) setValue('nickname', `${next.type} — ${next.region}`.slice(0, 80));
  };
  const bidPercent = watch('bidPercent');
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <Section title="1. Choose a campaign">
        <OfferPicker
          offers={offers}
          value={offer?.campaignId ?? null}
          onChange={chooseOffer}
          leadTypes={leadTypes}
          error={formState.errors.offerId?.message}
        />
      </Section>
      <Section title="2. Set it up">
        <TextField
          id="creation-nickname"
          label="Campaign name"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
          {...register('nickname')}
          error={Boolean(formState.errors.nickname)}
          helperText={formState.errors.nickname?.message ?? 'The name you see in your lists.'}
          sx={{ maxWidth: 480 }}
        />
        <Controller
          control={control}
          name="bidPercent"
          render={({ field, fieldState }) => (
            <BidField
              value={field.value}
              onChange={field.onChange}
              minBid={offer?.minBid ?? null}
              error={fieldState.error?.message}
              onOpenSchedule={
                offer
                  ? () =>
                      setSchedule({
                        campaignTypeId: offer.campaignTypeId,
                        distance: bidDistanceOfLeadType(offer.leadType),
                        typeLabel: `${campaignTypeLabel(offer.type)} · ${offer.leadType}`,
                        campaignName: `${offer.type} · ${offer.leadType} · ${offer.region}`,
                        bidPercent: Number.isInteger(bidPercent) ? bidPercent : undefined,
                      })
                  : null
              }
            />
          )}
        />
        <Controller
          control={control}
          name="limit"
          render={({ field }) => (
            <Box sx={{ maxWidth: 480 }}>
              <Typography id="creation-limit-label" variant="body2" sx={{ fontWeight: 600 }}>
                Daily limit: {formatDollars(field.value)}
              </Typography>
              <LimitSlider
                anchor={defaults.limit}
                value={field.value}
                labelId="creation-limit-label"
                onChange={field.onChange}
              />
            </Box>
          )}
        />
        <Controller
          control={control}
          name="hours"
          render={({ field }) => (
            <HoursEditor
              value={field.value}
              onChange={field.onChange}
              error={firstMessage(formState.errors.hours)}
            />
          )}
        />
        <Controller
          control={control}
          name="area"
          render={({ field, fieldState }) => (
            <Box sx={{ maxWidth: 480 }}>
              <AreaField
                id="creation-geo"
                value={field.value}
                onChange={field.onChange}
                templates={templates}
                errors={areaErrors(fieldState.error)}
              />
            </Box>
          )}
        />
      </Section>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Create campaign
        </Button>
      </Box>
      <BidScheduleDialog target={schedule} onClose={() => setSchedule(null)} />
    </Box>
  );
}
