import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContactPhoneNumbers } from '../../lib/api/contact-phone-numbers';
import { telHref } from '../../lib/tel-href';

/** "Need help? Call us": Vanbid's numbers as `tel:` links (nothing without a session or numbers). */
export function SupportPhoneList() {
  const { data } = useContactPhoneNumbers();
  if (!data || data.phoneNumbers.length === 0) return null;
  return (
    <Stack component="section" aria-label="Call Vanbid" spacing={0.5} sx={{ mt: 3, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        Need help? Call us:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        {data.phoneNumbers.map((phone) => (
          <Link key={phone.number} href={telHref(phone.number)} variant="body2" sx={{ fontWeight: 600 }}>
            {phone.label} {phone.number}
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
