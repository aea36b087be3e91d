import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBrandedCompany } from '../api/branded-companies';

/** Above the branded calls: the company (name and logo) they are made under, or that none is. */
export function BrandedAs() {
  const company = useBrandedCompany();
  if (company.data === undefined) return null;
  if (company.data === null) {
    return (
      <Alert severity="info" data-testid="branded-as">
        No branded calls are made under this company yet: they start with its first branded campaign.
      </Alert>
    );
  }
  const { name, logoUrl } = company.data;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="branded-as">
      {logoUrl ? (
        <Avatar src={logoUrl} alt={`${name} logo`} variant="rounded" sx={{ width: 40, height: 40 }} />
      ) : null}
      <Typography variant="body1">
        Calls branded as <strong>{name}</strong>
      </Typography>
    </Stack>
  );
}
