import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type BidScheduleRow, bidCellColor, rgbToCss, WEEKDAYS, type Weekday } from '@vanbid/domain';
import { useEffect, useRef } from 'react';

const DAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

interface ScheduleTableProps {
  rows: BidScheduleRow[];
  range: { min: number; max: number };
  current: { day: Weekday; hour: number };
  compact: boolean;
}

const cellSx = { px: 0.5, py: 0.25, textAlign: 'center', borderColor: 'background.paper' } as const;

/** Time of Day + Mon–Sun, 24 rows in the user's zone; colour by `bidCellColor`; the current cell outlined. */
export function ScheduleTable({ rows, range, current, compact }: ScheduleTableProps) {
  const container = useRef<HTMLDivElement>(null);
  const currentKey = `${current.day}-${current.hour}`;
  // Bring the current hour into view when the table opens and when the hour changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentKey is the trigger
  useEffect(() => {
    const box = container.current;
    const cell = box?.querySelector<HTMLElement>('[data-current="true"]');
    if (box && cell) box.scrollTop = cell.offsetTop - box.clientHeight / 2 + cell.offsetHeight / 2;
  }, [currentKey]);
  return (
    <TableContainer
      ref={container}
      tabIndex={0}
      role="region"
      aria-label="Schedule by day and hour"
      sx={{ maxHeight: compact ? '48vh' : 520 }}
    >
      <Table
        stickyHeader
        size="small"
        aria-label="Minimum bid by day and hour, in dollars"
        sx={{ tableLayout: 'fixed' }}
      >
        <TableHead>
          <TableRow>
            <TableCell
              sx={{
                ...cellSx,
                width: compact ? 58 : 96,
                textAlign: 'left',
                fontWeight: 700,
                fontSize: compact ? '0.7rem' : undefined,
                lineHeight: 1.2,
              }}
            >
              Time of Day
            </TableCell>
            {WEEKDAYS.map((day) => (
              <TableCell
                key={day}
                sx={{ ...cellSx, fontWeight: 700, color: day === current.day ? 'primary.main' : undefined }}
              >
                {DAY_LABELS[day]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.hour}>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  ...cellSx,
                  textAlign: 'left',
                  whiteSpace: 'nowrap',
                  fontWeight: row.hour === current.hour ? 700 : 400,
                }}
              >
                {row.label}
              </TableCell>
              {WEEKDAYS.map((day) => {
                const value = row.cells[day];
                const isCurrent = day === current.day && row.hour === current.hour;
                return (
                  <TableCell
                    key={day}
                    aria-current={isCurrent ? 'time' : undefined}
                    data-current={isCurrent ? 'true' : undefined}
                    sx={{
                      ...cellSx,
                      fontSize: compact ? '0.7rem' : '0.8rem',
                      fontVariantNumeric: 'tabular-nums',
                      color: '#000',
                      bgcolor:
                        value === null ? 'action.hover' : rgbToCss(bidCellColor(value, range.min, range.max)),
                      ...(isCurrent && { outline: '3px solid #000', outlineOffset: -3, fontWeight: 800 }),
                    }}
                  >
                    {value === null ? '–' : value.toFixed(2)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
