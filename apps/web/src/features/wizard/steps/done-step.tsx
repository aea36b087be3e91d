import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { SignedDocumentsList } from '../../../components/signed-documents-list';
import { paths } from '../../../config/paths';
import { StepCard } from '../components/step-card';

/** `/wizard/7`: what was set up, the signed documents, then on to the campaigns. */
export function DoneStep({ items }: { items: string[] }) {
  return (
    <StepCard title="You are all set" subtitle="Your account is ready to buy calls and leads.">
      <List dense>
        {items.map((item) => (
          <ListItem key={item} disableGutters>
            <ListItemIcon sx={{ minWidth: 34 }}>
              <CheckCircle color="success" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
      <SignedDocumentsList />
      <Box>
        <Button variant="contained" size="large" component={RouterLink} to={paths.campaigns.build('recent')}>
          Go to campaigns
        </Button>
      </Box>
    </StepCard>
  );
}
