import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/use-can';
import { ContactsList } from '../components/contacts-list';

/** `/select-auth-contact`: the company's authorized contacts, to change, remove or add. */
export function SelectAuthContactPage() {
  const canManage = useCan('manage_team');
  return (
    <>
      <PageTitle subtitle="Choose a contact to change, or add one.">Authorized contacts</PageTitle>
      <Card>
        <CardContent>
          <ContactsList editPath={paths.addAuthContact.build()} canEdit={canManage} />
          {canManage ? (
            <Button
              component={Link}
              to={paths.addAuthContact.build()}
              startIcon={<PersonAddAlt1Outlined />}
              variant="outlined"
              sx={{ mt: 2 }}
            >
              Add a contact
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
