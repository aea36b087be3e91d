import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type Campaign, type CampaignHoursInput, campaignHoursSchema } from '@vanbid/contract';
import { WEEKDAYS } from '@vanbid/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import type { CampaignWrites } from '../../api/campaign-settings';
import { useGeoTemplates } from '../../api/geo-templates';
import {
  type AreaChoice,
  areaChoiceOf,
  areaChoiceSchema,
  areaErrors,
  isSameArea,
} from '../../lib/area-choice';
import { AreaField } from '../creation/area-field';
import { firstMessage } from '../creation/first-message';
import { HoursEditor } from '../creation/hours-editor';

const hoursAreaSchema = z.object({ hours: campaignHoursSchema, area: areaChoiceSchema });
type HoursArea = z.input<typeof hoursAreaSchema>;
type HoursAreaValues = { hours: CampaignHoursInput; area: AreaChoice };

/** Days without ranges buy nothing whether they are left out or empty. */
function sameHours(next: CampaignHoursInput, saved: Campaign['hours']): boolean {
  return WEEKDAYS.every((day) => JSON.stringify(next[day] ?? []) === JSON.stringify(saved[day] ?? []));
}

interface HoursAreaDialogProps {
  campaign: Campaign;
  writes: Pick<CampaignWrites, 'hours' | 'area'>;
  onClose: () => void;
}

/** A campaign's buying hours and the area it buys in, changed from its card; only what moved is sent. */
export function HoursAreaDialog({ campaign, writes, onClose }: HoursAreaDialogProps) {
  const fullScreen = useIsMobile();
  const templates = useGeoTemplates().data?.templates ?? [];
  const { control, handleSubmit, formState } = useForm<HoursArea, unknown, HoursAreaValues>({
    resolver: zodResolver(hoursAreaSchema),
    defaultValues: { hours: campaign.hours, area: areaChoiceOf(campaign) },
  });
  const campaignId = campaign.campaignId;
  const submit = handleSubmit(async (values) => {
    // One after the other: each answer is the whole campaign, so the last one has both changes.
    // A failed save says why in a toast (and rolls the card back); the dialog closes either way.
    const ignoreFailure = () => undefined;
    if (!sameHours(values.hours, campaign.hours))
      await writes.hours.mutateAsync({ campaignId, value: values.hours }).catch(ignoreFailure);
    if (!isSameArea(values.area, campaign))
      await writes.area.mutateAsync({ campaignId, value: values.area }).catch(ignoreFailure);
    onClose();
  });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby="hours-area-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="hours-area-title">Hours and area of {campaign.nickname}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3 }}>
          <Controller
            control={control}
            name="hours"
            render={({ field }) => (
              <HoursEditor
                idPrefix={`edit-${campaignId}`}
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
              <AreaField
                id={`area-${campaignId}`}
                value={field.value}
                onChange={field.onChange}
                templates={templates}
                errors={areaErrors(fieldState.error)}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
