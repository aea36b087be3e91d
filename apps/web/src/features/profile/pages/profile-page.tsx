import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SignedDocumentsList } from '../../../components/signed-documents-list';
import { useCurrentUser } from '../../../lib/api/current-user';
import { useCanSee } from '../../../lib/use-can';
import { ActivityCard } from '../components/activity-card';
import { PicturesCard } from '../components/pictures-card';
import { RenameForm } from '../components/rename-form';

/** `/profile`: who is signed in, their name, picture and time zone, the company logo, its activity and documents. */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  const canSeeActivity = useCanSee('manage_team');
  return (
    <>
      <PageTitle subtitle="Your details, picture and time zone, and the company’s logo and activity.">
        Profile
      </PageTitle>
      {user ? (
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Stack spacing={3}>
              <div>
                <Typography variant="h2">{user.username}</Typography>
                <Typography color="text.secondary">{user.email}</Typography>
              </div>
              <RenameForm key={user.username} currentName={user.username} />
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <PageLoader />
      )}
      {user ? <PicturesCard user={user} /> : null}
      {user && canSeeActivity ? <ActivityCard /> : null}
      {user ? (
        <Card sx={{ mt: 2 }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <SignedDocumentsList emptyText="No signed documents yet: the setup wizard's insertion order and payment authorization appear here once signed." />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
