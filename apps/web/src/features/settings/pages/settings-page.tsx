import { PageTitle } from '../../../components/page-title';
import { ContactsCard } from '../components/contacts-card';
import { DeliverySettingsCard } from '../components/delivery-settings-card';
import { SecurityCard } from '../components/security-card';
import { TeamCard } from '../components/team-card';

/** `/settings`: security (two-factor sign-in, docs/product.md §9), notification delivery (docs/product.md §8), the company's team and authorized contacts. */
export function SettingsPage() {
  return (
    <>
      <PageTitle subtitle="Your preferences for the selected company.">Settings</PageTitle>
      <SecurityCard />
      <DeliverySettingsCard />
      <TeamCard />
      <ContactsCard />
    </>
  );
}
