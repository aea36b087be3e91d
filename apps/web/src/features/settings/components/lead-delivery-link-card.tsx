import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The way to Settings → Lead delivery. */
export function LeadDeliveryLinkCard() {
  return (
    <Card component="section" aria-labelledby="lead-delivery-title">
      <CardHeader
        title="Lead delivery"
        subheader="Send every lead you buy to your team’s e-mail and your CRM (SmartMoving, Granot, Supermove, or a signed webhook)."
        slotProps={{ title: { id: 'lead-delivery-title', component: 'h2', variant: 'h6' } }}
        action={
          <Button component={Link} to={paths.leadDelivery.build()} startIcon={<SendOutlined />}>
            Set up
          </Button>
        }
      />
    </Card>
  );
}
