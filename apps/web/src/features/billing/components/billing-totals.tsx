import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BILLED_ITEM_TYPE_LABELS, type DataOf, type getListOfBilledItems } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';

type Totals = DataOf<typeof getListOfBilledItems>['totals'];

const usd = (dollars: number) => formatUsd(toCents(dollars));

/** What the listed transactions add up to (every page, succeeded only): in, out, and per type. */
export function BillingTotals({ totals }: { totals: Totals }) {
  return (
    <Box
      component="section"
      aria-label="Totals of the matching transactions"
      sx={{ display: 'grid', gap: 0.5 }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        Added {usd(totals.money_in)} · Spent or paid out {usd(totals.money_out)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {totals.by_type
          .map(
            (each) =>
              `${BILLED_ITEM_TYPE_LABELS[each.type]}: ${each.items.toLocaleString('en-US')} · ${usd(each.amount)}`,
          )
          .join('   |   ')}{' '}
        (succeeded only, every page)
      </Typography>
    </Box>
  );
}
