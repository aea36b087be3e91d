import { portalUrl } from '../../platform/http/portal-url';
import type { DeliveryDeps } from './deliver';
import { DEMO_RECEIVER_PATH } from './demo-receiver.routes';
import { createDestination } from './destinations.service';

/**
 * The demo world's destinations, made once with it: an e-mail to the demo owner (read it in the
 * support Mailbox) and a Vanbid webhook to the built-in receiver page, so a newcomer sees the
 * simulator's leads delivered.
 */
export async function createDemoDestinations(
  deps: DeliveryDeps,
  accountId: number,
  email: string,
): Promise<void> {
  await createDestination(deps, accountId, {
    kind: 'email',
    name: 'Sales team e-mail',
    campaignId: null,
    emails: [email],
  });
  await createDestination(deps, accountId, {
    kind: 'webhook',
    name: 'Demo CRM webhook',
    campaignId: null,
    format: 'vanbid',
    url: `${portalUrl(deps.config)}/api${DEMO_RECEIVER_PATH}`,
  });
}
