import { type DatePreset, type DateRange, DEFAULT_PERIOD } from '@vanbid/domain';
import { onClearAllState } from './auth';
import { createStore } from './create-store';

/** The period chosen in the header: a date preset, and the days of a Custom period. */
export interface PeriodState {
  preset: DatePreset;
  custom: DateRange | null;
}

const INITIAL: PeriodState = { preset: DEFAULT_PERIOD, custom: null };

export const periodStore = createStore<PeriodState>(INITIAL);

export function setPeriodPreset(preset: DatePreset): void {
  periodStore.set((previous) => ({ ...previous, preset }));
}

/** Chooses Custom with these days. */
export function setCustomPeriod(range: DateRange): void {
  periodStore.set({ preset: 'Custom', custom: range });
}

export function resetPeriod(): void {
  periodStore.set(INITIAL);
}

onClearAllState(resetPeriod);
