import { PageTitle } from '../../../components/page-title';
import { useCanSee } from '../../../lib/use-can';
import { ActivityLinkCard } from '../components/activity-link-card';
import { ContactsCard } from '../components/contacts-card';
import { DeliverySettingsCard } from '../components/delivery-settings-card';
import { LeadDeliveryLinkCard } from '../components/lead-delivery-link-card';
import { MobileNumbersCard } from '../components/mobile-numbers-card';
import { OwnerAlertsCard } from '../components/owner-alerts-card';
import { ReturnSettingsCard } from '../components/return-settings-card';
import { ScheduledEmailsCard } from '../components/scheduled-emails-card';
import { SecurityCard } from '../components/security-card';
import { TeamCard } from '../components/team-card';

/** `/settings`: where leads are delivered, the alerts the owner sets, the return windows and cap, notification delivery, the mobile numbers that get texts and the e-mails about to go (docs/product.md §8), the company's team and authorized contacts, the way to its activity, and security (two-factor sign-in, §9). */
export function SettingsPage() {
  const canReadActivity = useCanSee('manage_team');
  return (
    <>
      <PageTitle subtitle="Your preferences for the selected company.">Settings</PageTitle>
      <SecurityCard />
      <LeadDeliveryLinkCard />
      <OwnerAlertsCard />
      <ReturnSettingsCard />
      <DeliverySettingsCard />
      <MobileNumbersCard />
      <ScheduledEmailsCard />
      <TeamCard />
      <ContactsCard />
      {canReadActivity ? <ActivityLinkCard /> : null}
    </>
  );
}
