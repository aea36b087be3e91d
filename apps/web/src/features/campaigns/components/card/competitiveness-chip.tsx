import Chip from '@mui/material/Chip';
import type { Campaign } from '@vanbid/contract';
import { COMPETITIVENESS_LABELS, type CompetitivenessBand } from '@vanbid/domain';

const COLORS: Record<CompetitivenessBand, 'success' | 'warning' | 'error'> = {
  winning: 'success',
  at_risk: 'warning',
  losing: 'error',
};

/** "Winning · 80% won": how the campaign's bid fared over the last hour of auctions. */
export function CompetitivenessChip({ competitiveness }: { competitiveness: Campaign['competitiveness'] }) {
  if (!competitiveness) return null;
  const { band, winRate } = competitiveness;
  return (
    <Chip
      size="small"
      color={COLORS[band]}
      variant="outlined"
      data-testid="competitiveness"
      label={`${COMPETITIVENESS_LABELS[band]} · ${winRate}% won`}
      title={`Over the last hour this campaign won ${winRate}% of the auctions it was in`}
    />
  );
}
