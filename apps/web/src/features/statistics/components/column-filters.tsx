import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ColumnFilter, ColumnFilters } from '@vanbid/domain';
import type { ColumnFilterSpec } from '../log-config';
import { DebouncedTextField } from './debounced-text-field';

interface ColumnFiltersBarProps {
  specs: readonly ColumnFilterSpec[];
  filters: ColumnFilters;
  onChange: (filters: ColumnFilters) => void;
}

const valuesOf = (filter: ColumnFilter | undefined): string[] =>
  Array.isArray(filter?.value) ? [...filter.value] : filter?.value ? [String(filter.value)] : [];

/** One column filter: its value, and the status flag that switches it on (docs/product.md §5). */
function ColumnFilterControl(props: {
  spec: ColumnFilterSpec;
  filter: ColumnFilter | undefined;
  onChange: (filter: ColumnFilter | null) => void;
}) {
  const { spec, filter, onChange } = props;
  const make = (value: string | string[]): ColumnFilter | null =>
    (Array.isArray(value) ? value.length === 0 : value.trim() === '')
      ? null
      : { type: spec.type, value, filterOptions: spec.options ?? null, status: true };
  const wordsOf = spec.optionWords ?? ((option: string) => option);
  const control =
    spec.type === 'options' ? (
      <TextField
        select
        size="small"
        label={spec.label}
        value={valuesOf(filter)}
        onChange={(event) => onChange(make(event.target.value as unknown as string[]))}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as string[]).map(wordsOf).join(', '),
          },
        }}
        sx={{ minWidth: 150 }}
      >
        {spec.options?.map((option) => (
          <MenuItem key={option} value={option}>
            {wordsOf(option)}
          </MenuItem>
        ))}
      </TextField>
    ) : (
      <DebouncedTextField
        size="small"
        label={spec.label}
        value={valuesOf(filter)[0] ?? ''}
        onCommit={(value) => onChange(make(value))}
        sx={{ minWidth: 150 }}
      />
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Switch
        size="small"
        checked={Boolean(filter?.status)}
        disabled={!filter}
        onChange={(event) => filter && onChange({ ...filter, status: event.target.checked })}
        slotProps={{ input: { 'aria-label': `Apply the ${spec.label} filter` } }}
      />
      {control}
    </Box>
  );
}

/** The log's column filters; a filter applies only while its switch is on. */
export function ColumnFiltersBar({ specs, filters, onChange }: ColumnFiltersBarProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
        Column filters
      </Box>
      {specs.map((spec) => (
        <ColumnFilterControl
          key={spec.field}
          spec={spec}
          filter={filters[spec.field]}
          onChange={(filter) => {
            const { [spec.field]: _removed, ...rest } = filters;
            onChange(filter ? { ...rest, [spec.field]: filter } : rest);
          }}
        />
      ))}
    </Box>
  );
}
