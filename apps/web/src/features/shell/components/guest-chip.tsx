import Chip from '@mui/material/Chip';

export function GuestChip() {
  return <Chip label="Guest session" color="warning" size="small" sx={{ fontWeight: 700 }} />;
}
