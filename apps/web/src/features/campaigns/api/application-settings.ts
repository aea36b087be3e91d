import { useQuery } from '@tanstack/react-query';
import { getApplicationSettings } from '@vanbid/contract';
import { LEADS_SLIDER, LEADS_SLIDER_SETTING_KEYS, type SliderSettings } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';

export const applicationSettingsKey = () => userKey('application-settings');

/** The leads slider of the global settings (`GET /settings/application`), LEADS_SLIDER until it loads. */
export function useLeadsSlider(): SliderSettings {
  const { data } = useQuery({
    queryKey: applicationSettingsKey(),
    queryFn: ({ signal }) => apiRequest(getApplicationSettings, { signal }),
    staleTime: 30 * 60_000,
  });
  const stored = data?.setting.leads_slider;
  if (!stored) return LEADS_SLIDER;
  return {
    min: stored[LEADS_SLIDER_SETTING_KEYS.min],
    max: stored[LEADS_SLIDER_SETTING_KEYS.max],
    stepPercent: stored[LEADS_SLIDER_SETTING_KEYS.stepPercent],
  };
}
