import Link from '@mui/material/Link';
import { telUri } from '@vanbid/domain';

/** A phone number that calls with one tap. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <Link href={telUri(phone)} aria-label={label} sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <Link href={`mailto:${email}`}>{email}</Link>;
}
