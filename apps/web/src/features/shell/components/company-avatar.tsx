import Avatar from '@mui/material/Avatar';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A company's logo, or its initials when it has none. */
export function CompanyAvatar({
  name,
  logoUrl,
  size = 24,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
}) {
  const logo = useAuthorizedImage(logoUrl);
  return (
    <Avatar
      src={logo}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, fontSize: size * 0.42, fontWeight: 700, bgcolor: 'primary.dark' }}
    >
      {initials(name)}
    </Avatar>
  );
}
