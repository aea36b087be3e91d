import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/use-can';
import { ContactsList } from './contacts-list';

/** The company's authorized contacts on the settings page. */
export function ContactsCard() {
  const canManage = useCan('manage_team');
  return (
    <Card component="section" aria-labelledby="contacts-title">
      <CardHeader
        title="Authorized contacts"
        subheader="The people named on the insertion order, whom we contact about the account."
        slotProps={{ title: { id: 'contacts-title', component: 'h2', variant: 'h6' } }}
        action={
          canManage ? (
            <Button
              component={Link}
              to={paths.addAuthContactSettings.build()}
              startIcon={<PersonAddAlt1Outlined />}
            >
              Add
            </Button>
          ) : null
        }
      />
      <CardContent>
        <ContactsList editPath={paths.addAuthContactSettings.build()} canEdit={canManage} />
      </CardContent>
    </Card>
  );
}
