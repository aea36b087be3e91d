import { getApplicationSettings, type LeadsSliderSetting } from '@vanbid/contract';
import {
  LEADS_SLIDER,
  LEADS_SLIDER_SETTING,
  LEADS_SLIDER_SETTING_KEYS,
  type SliderSettings,
} from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../platform/db/database';
import { route } from '../../platform/http/route';
import { readSetting } from './settings.queries';

/** The leads slider (docs/product.md §4): the stored `leads_slider` setting over LEADS_SLIDER's defaults. */
export async function readLeadsSlider(db: Queryable): Promise<SliderSettings> {
  const stored = await readSetting<Partial<LeadsSliderSetting>>(db, LEADS_SLIDER_SETTING, {});
  return {
    min: stored[LEADS_SLIDER_SETTING_KEYS.min] ?? LEADS_SLIDER.min,
    max: stored[LEADS_SLIDER_SETTING_KEYS.max] ?? LEADS_SLIDER.max,
    stepPercent: stored[LEADS_SLIDER_SETTING_KEYS.stepPercent] ?? LEADS_SLIDER.stepPercent,
  };
}

export async function applicationSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getApplicationSettings, async () => {
    const slider = await readLeadsSlider(db);
    return {
      setting: {
        leads_slider: {
          [LEADS_SLIDER_SETTING_KEYS.min]: slider.min,
          [LEADS_SLIDER_SETTING_KEYS.max]: slider.max,
          [LEADS_SLIDER_SETTING_KEYS.stepPercent]: slider.stepPercent,
        },
      },
    };
  });
}
