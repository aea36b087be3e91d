import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { useGeoTemplates } from '../../api/geo-templates';

type GeoTemplate = NonNullable<ReturnType<typeof useGeoTemplates>['data']>['templates'][number];

interface AreaSelectProps {
  id: string;
  /** The chosen ZIP template, or null for anywhere the campaign covers. */
  value: number | null | undefined;
  onChange: (geoTemplateId: number | null) => void;
  templates: readonly GeoTemplate[];
  helperText: string;
  sx?: SxProps<Theme>;
}

/** The ZIP template a campaign buys in: at creation and from its card's hours and area dialog. */
export function AreaSelect({ id, value, onChange, templates, helperText, sx }: AreaSelectProps) {
  return (
    <TextField
      select
      id={id}
      label="Area"
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      helperText={helperText}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      <MenuItem value="">Anywhere the campaign covers</MenuItem>
      {templates.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {template.name} ({template.zipCodes.length} ZIPs{template.isShared ? ', shared' : ''})
        </MenuItem>
      ))}
    </TextField>
  );
}
