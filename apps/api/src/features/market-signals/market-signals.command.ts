export interface MarketSignalsCommand {
  command: 'minimums' | 'competitiveness';
  /** The campaign types to recalculate; empty: every type. */
  campaignTypeIds: number[];
  /** The moment whose Eastern hour the minimums are recalculated for; absent: now. */
  at?: Date;
}

export const MARKET_SIGNALS_USAGE =
  'Usage: npm run market-signals -- minimums [--at ISO_TIME] [CAMPAIGN_TYPE_ID ...] | competitiveness';

/** The operator command's arguments (`minimums --at 2026-11-24T16:30:00Z 5`), or null when they make no sense. */
export function parseMarketSignalsCommand(argv: readonly string[]): MarketSignalsCommand | null {
  const [command, ...rest] = argv;
  if (command !== 'minimums' && command !== 'competitiveness') return null;
  let at: Date | undefined;
  const atIndex = rest.indexOf('--at');
  if (atIndex >= 0) {
    const [text] = rest.splice(atIndex, 2).slice(1);
    at = text === undefined ? undefined : new Date(text);
    if (command !== 'minimums' || !at || Number.isNaN(at.getTime())) return null;
  }
  const campaignTypeIds = rest.map(Number);
  if (campaignTypeIds.some((id) => !Number.isInteger(id))) return null;
  if (command === 'competitiveness' && campaignTypeIds.length > 0) return null;
  return at ? { command, campaignTypeIds, at } : { command, campaignTypeIds };
}
