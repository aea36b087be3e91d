import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind } from '@vanbid/domain';
import type { ActivityFilters as Filters } from '../api/activity';

interface ActivityFiltersProps {
  values: Filters;
  /** The members whose changes are in the log. */
  members: { id: number; name: string }[];
  onChange: (values: Filters) => void;
}

const actorValue = (actor: Filters['actor']) => (actor === undefined ? '' : String(actor));

function readActor(value: string): Filters['actor'] {
  if (value === '') return undefined;
  return value === 'support' ? 'support' : Number(value);
}

/** Who made the change (a member, or Vanbid support) and what kind of change it is. */
export function ActivityFilters({ values, members, onChange }: ActivityFiltersProps) {
  const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="search"
    >
      <TextField
        select
        size="small"
        id="activity-actor"
        label="Who"
        value={actorValue(values.actor)}
        onChange={(event) => onChange({ ...values, actor: readActor(event.target.value) })}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        slotProps={selectProps}
      >
        <option value="">Everyone</option>
        <option value="support">Vanbid support</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="activity-kind"
        label="Kind"
        value={values.kind ?? ''}
        onChange={(event) =>
          onChange({ ...values, kind: (event.target.value || undefined) as ActivityKind | undefined })
        }
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        slotProps={selectProps}
      >
        <option value="">All kinds</option>
        {ACTIVITY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ACTIVITY_KIND_LABELS[kind]}
          </option>
        ))}
      </TextField>
      <Button onClick={() => onChange({})} disabled={values.actor === undefined && values.kind === undefined}>
        Clear filters
      </Button>
    </Stack>
  );
}
