import { PageTitle } from '../../../components/page-title';
import { DeliverySettingsCard } from '../components/delivery-settings-card';
import { TeamCard } from '../components/team-card';

/** `/settings`: notification delivery (docs/product.md §8) and the company's team. */
export function SettingsPage() {
  return (
    <>
      <PageTitle subtitle="Your preferences for the selected company.">Settings</PageTitle>
      <DeliverySettingsCard />
      <TeamCard />
    </>
  );
}
