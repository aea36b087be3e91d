import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REGION_MILES, US_STATES, usStateName } from '@vanbid/domain';
import { useZipInfo } from '../../../../components/payment-method-forms/zip-codes';
import { type AreaChoiceInput, type AreaKind, emptyAreaChoice } from '../../lib/area-choice';
import { AreaSelect, type GeoTemplateOption } from './area-select';

const STATE_CODES = US_STATES.map((state) => state.code);

const KIND_LABELS: Record<AreaKind, string> = {
  template: 'ZIP template',
  states: 'States',
  radius: 'Within N miles of a ZIP',
};

interface AreaFieldProps {
  id: string;
  value: AreaChoiceInput;
  onChange: (choice: AreaChoiceInput) => void;
  templates: readonly GeoTemplateOption[];
  /** Messages of the parts that do not parse, by name (`states`, `zip`, `miles`). */
  errors?: Partial<Record<'states' | 'zip' | 'miles', string | undefined>>;
}

/** Where a campaign buys: a ZIP template, whole states, or miles around a ZIP (creation and card). */
export function AreaField({ id, value, onChange, templates, errors = {} }: AreaFieldProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        id={`${id}-kind`}
        label="Area"
        size="small"
        value={value.kind}
        onChange={(event) => onChange(emptyAreaChoice(event.target.value as AreaKind))}
        helperText="Where the move starts decides whether the campaign buys it."
      >
        {Object.entries(KIND_LABELS).map(([kind, label]) => (
          <MenuItem key={kind} value={kind}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {value.kind === 'template' ? (
        <AreaSelect
          id={id}
          value={value.geoTemplateId}
          onChange={(geoTemplateId) => onChange({ kind: 'template', geoTemplateId })}
          templates={templates}
          helperText="The ZIP codes the campaign buys in."
        />
      ) : null}
      {value.kind === 'states' ? (
        <Autocomplete
          multiple
          id={`${id}-states`}
          size="small"
          options={STATE_CODES}
          value={value.states}
          onChange={(_event, states) => onChange({ kind: 'states', states })}
          getOptionLabel={(code) => usStateName(code) ?? code}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField
              {...params}
              label="States"
              error={Boolean(errors.states)}
              helperText={errors.states ?? 'Every ZIP code of the states you choose.'}
            />
          )}
        />
      ) : null}
      {value.kind === 'radius' ? (
        <RadiusFields id={id} value={value} onChange={onChange} errors={errors} />
      ) : null}
    </Box>
  );
}

type RadiusChoice = Extract<AreaChoiceInput, { kind: 'radius' }>;

function RadiusFields({
  id,
  value,
  onChange,
  errors,
}: {
  id: string;
  value: RadiusChoice;
  onChange: (choice: RadiusChoice) => void;
  errors: AreaFieldProps['errors'];
}) {
  const place = useZipInfo(value.zip.trim()).data;
  const town = place && 'city' in place ? `${place.city}, ${place.state}` : null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '7rem 1fr', gap: 2, alignItems: 'start' }}>
      <TextField
        id={`${id}-miles`}
        label="Miles"
        size="small"
        value={value.miles}
        onChange={(event) => onChange({ ...value, miles: event.target.value })}
        error={Boolean(errors?.miles)}
        helperText={errors?.miles ?? `${REGION_MILES.min}–${REGION_MILES.max}`}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        id={`${id}-zip`}
        label="Around ZIP code"
        size="small"
        value={value.zip}
        onChange={(event) => onChange({ ...value, zip: event.target.value })}
        error={Boolean(errors?.zip)}
        helperText={errors?.zip ?? town ?? 'The centre of the area'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } }}
      />
    </Box>
  );
}
