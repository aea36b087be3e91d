import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { BILLED_ITEM_TYPE_LABELS, type BilledItem } from '@vanbid/contract';
import { formatUsd, friendlyDateTime, type SortSpec, toCents } from '@vanbid/domain';
import { MovementCards, signedAmount } from '../../../components/movement-cards';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { BilledItemStatus } from './billed-item-status';

const COLUMNS = [
  { field: 'timestamp', label: 'Date', sortable: true, align: 'left' },
  { field: 'type', label: 'Type', sortable: true, align: 'left' },
  { field: 'description', label: 'Description', sortable: false, align: 'left' },
  { field: 'payment_method', label: 'Payment method', sortable: false, align: 'left' },
  { field: 'amount', label: 'Amount', sortable: true, align: 'right' },
  { field: 'balance_after', label: 'Balance after', sortable: true, align: 'right' },
  { field: 'status', label: 'Status', sortable: true, align: 'left' },
] as const;

interface BillingTableProps {
  items: BilledItem[];
  total: number;
  page: number;
  size: number;
  sort: SortSpec;
  onPage: (page: number, size: number) => void;
  onSort: (sort: SortSpec) => void;
  onReceipt: (item: BilledItem) => void;
}

const amountColor = (item: BilledItem) => {
  if (item.status === 'failed') return 'text.secondary';
  return item.direction === 'in' ? 'success.main' : 'text.primary';
};

const describe = (item: BilledItem) =>
  item.campaign && !item.description.includes(item.campaign)
    ? `${item.description} · ${item.campaign}`
    : item.description;

function ReceiptButton({ item, onReceipt }: { item: BilledItem; onReceipt: (item: BilledItem) => void }) {
  if (!item.receipt_path) return null;
  return (
    <IconButton size="small" aria-label={`Download receipt ${item.id}`} onClick={() => onReceipt(item)}>
      <ReceiptLongOutlined fontSize="small" />
    </IconButton>
  );
}

/** The transactions: sortable columns, server-side pages, a receipt for charges and cash outs. */
export function BillingTable({
  items,
  total,
  page,
  size,
  sort,
  onPage,
  onSort,
  onReceipt,
}: BillingTableProps) {
  const isMobile = useIsMobile();
  const { zone } = useTimeZone();
  return (
    <>
      {isMobile ? (
        <MovementCards
          items={items.map((item) => ({ ...item, description: describe(item) }))}
          label="Transactions"
          extra={(item) => (
            <span>
              {BILLED_ITEM_TYPE_LABELS[item.type]} · {item.payment_method ?? 'Wallet'}
              {item.status === 'failed' ? ` · Failed: ${item.failure_reason ?? 'no money moved'}` : null}
              <ReceiptButton item={item} onReceipt={onReceipt} />
            </span>
          )}
        />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Transactions">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.field}
                    align={column.align}
                    sortDirection={sort.field === column.field ? sort.direction : false}
                  >
                    {column.sortable ? (
                      <TableSortLabel
                        active={sort.field === column.field}
                        direction={sort.field === column.field ? sort.direction : 'desc'}
                        onClick={() =>
                          onSort({
                            field: column.field,
                            direction:
                              sort.field === column.field && sort.direction === 'desc' ? 'asc' : 'desc',
                          })
                        }
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
                <TableCell>Receipt</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} title={item.timestamp}>
                    {friendlyDateTime(item.timestamp, zone)}
                  </TableCell>
                  <TableCell>{BILLED_ITEM_TYPE_LABELS[item.type]}</TableCell>
                  <TableCell>{describe(item)}</TableCell>
                  <TableCell>{item.payment_method ?? 'Wallet'}</TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      color: amountColor(item),
                      textDecoration: item.status === 'failed' ? 'line-through' : 'none',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {signedAmount(item)}
                  </TableCell>
                  <TableCell align="right">{formatUsd(toCents(item.balance_after))}</TableCell>
                  <TableCell>
                    <BilledItemStatus item={item} />
                  </TableCell>
                  <TableCell>
                    <ReceiptButton item={item} onReceipt={onReceipt} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={size}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_event, next) => onPage(next + 1, size)}
        onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
      />
    </>
  );
}
