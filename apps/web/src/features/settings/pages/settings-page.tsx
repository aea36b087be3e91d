import { PageTitle } from '../../../components/page-title';
import { ContactsCard } from '../components/contacts-card';
import { DeliverySettingsCard } from '../components/delivery-settings-card';
import { TeamCard } from '../components/team-card';

/** `/settings`: notification delivery (docs/product.md §8), the company's team and authorized contacts. */
export function SettingsPage() {
  return (
    <>
      <PageTitle subtitle="Your preferences for the selected company.">Settings</PageTitle>
      <DeliverySettingsCard />
      <TeamCard />
      <ContactsCard />
    </>
  );
}
