import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { useGeoTemplates } from '../../api/geo-templates';

export type GeoTemplateOption = NonNullable<ReturnType<typeof useGeoTemplates>['data']>['templates'][number];

interface AreaSelectProps {
  id: string;
  /** The chosen ZIP template, or null for anywhere the campaign covers. */
  value: number | null | undefined;
  onChange: (geoTemplateId: number | null) => void;
  templates: readonly GeoTemplateOption[];
  helperText: string;
  sx?: SxProps<Theme>;
}

/** The ZIP template a campaign buys in (`AreaField`'s first kind of area). */
export function AreaSelect({ id, value, onChange, templates, helperText, sx }: AreaSelectProps) {
  return (
    <TextField
      select
      id={id}
      label="ZIP template"
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
