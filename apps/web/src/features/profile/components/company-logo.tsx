import Avatar from '@mui/material/Avatar';
import { useQuery } from '@tanstack/react-query';
import { getCompanyName } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';

/** The selected company's logo, or its first letter. */
export function CompanyLogo() {
  const globalId = useSession()?.globalId ?? 0;
  const company = useQuery({
    queryKey: accountKey(globalId, 'company-name'),
    queryFn: ({ signal }) => apiRequest(getCompanyName, { signal }),
  });
  const logo = useAuthorizedImage(company.data?.logoUrl);
  return (
    <Avatar src={logo} alt="" variant="rounded" sx={{ width: 64, height: 64, bgcolor: 'primary.dark' }}>
      {company.data?.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
