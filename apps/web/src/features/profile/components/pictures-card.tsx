import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { MemberAvatar } from '../../../components/member-avatar';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import type { CurrentUser } from '../../../lib/api/current-user';
import { useCan } from '../../../lib/use-can';
import { useUploadAvatar, useUploadLogo } from '../api/pictures';
import { CompanyLogo } from './company-logo';
import { PictureUpload } from './picture-upload';

/** The user's picture, the company logo (owners and managers) and the time zone preference. */
export function PicturesCard({ user }: { user: CurrentUser }) {
  const avatar = useUploadAvatar();
  const logo = useUploadLogo();
  const canChangeLogo = useCan('manage_team');
  const { enqueueSnackbar } = useSnackbar();
  const saved = (what: string) => () => enqueueSnackbar(`${what} saved`, { variant: 'success' });
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label="Picture, logo and time zone">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <PictureUpload
            title="Your picture"
            hint="PNG, JPEG or WebP, at most 2 MB. Your team sees it; we crop it to a square."
            preview={<MemberAvatar name={user.username} avatarUrl={user.avatarUrl} size={64} />}
            buttonLabel="Upload a picture"
            isUploading={avatar.isPending}
            error={avatar.error}
            onFile={(file) => avatar.mutateAsync(file).then(saved('Picture'))}
          />
          {canChangeLogo ? (
            <PictureUpload
              title="Company logo"
              hint="Shown beside the company’s name in the portal. PNG, JPEG or WebP, at most 2 MB."
              preview={<CompanyLogo />}
              buttonLabel="Upload a logo"
              isUploading={logo.isPending}
              error={logo.error}
              onFile={(file) => logo.mutateAsync(file).then(saved('Logo'))}
            />
          ) : null}
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <TimeZoneSelect />
            <span>
              Dates and times everywhere in the portal use this zone, on every device you sign in on.
            </span>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
