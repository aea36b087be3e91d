import Avatar from '@mui/material/Avatar';
import { useCompanyName } from '../../../lib/api/company-name';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';

/** The selected company's logo, or its first letter. */
export function CompanyLogo() {
  const company = useCompanyName();
  const logo = useAuthorizedImage(company.data?.logoUrl);
  return (
    <Avatar src={logo} alt="" variant="rounded" sx={{ width: 64, height: 64, bgcolor: 'primary.dark' }}>
      {company.data?.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
