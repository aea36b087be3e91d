import { PageTitle } from '../../../components/page-title';
import { useCanSee } from '../../../lib/use-can';
import { ActivityLinkCard } from '../components/activity-link-card';
import { ContactsCard } from '../components/contacts-card';
import { DeliverySettingsCard } from '../components/delivery-settings-card';
import { MobileNumbersCard } from '../components/mobile-numbers-card';
import { LeadDeliveryLinkCard } from '../components/lead-delivery-link-card';
import { SecurityCard } from '../components/security-card';
import { TeamCard } from '../components/team-card';

/** `/settings`: notification delivery and the mobile numbers that get texts (docs/product.md §8), the company's team and authorized contacts, the way to its activity, and security (two-factor sign-in, §9). */
export function SettingsPage() {
  const canReadActivity = useCanSee('manage_team');
  return (
    <>
      <PageTitle subtitle="Your preferences for the selected company.">Settings</PageTitle>
      <SecurityCard />
      <LeadDeliveryLinkCard />
      <DeliverySettingsCard />
      <MobileNumbersCard />
      <TeamCard />
      <ContactsCard />
      {canReadActivity ? <ActivityLinkCard /> : null}
    </>
  );
}
