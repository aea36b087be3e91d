import Avatar from '@mui/material/Avatar';
import { useAuthorizedImage } from '../lib/use-authorized-image';

/** A member's picture, or the first letter of their name. */
export function MemberAvatar({
  name,
  avatarUrl,
  size = 40,
}: {
  name: string;
  avatarUrl: string | null | undefined;
  size?: number;
}) {
  const picture = useAuthorizedImage(avatarUrl);
  return (
    <Avatar
      src={picture}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.42 }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
