import type { DeliveredLead } from './delivered-lead';

/** The made-up lead of "Send a test lead": plainly a test, with a real route and a date ahead. */
export function testLead(at: Date): DeliveredLead {
  const moveDate = new Date(at.getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
  return {
    id: null,
    isTest: true,
    soldAt: at,
    campaignName: 'Test lead',
    priceCents: 0,
    firstName: 'Test',
    lastName: 'Lead',
    phone: '(617) 555-0100',
    email: 'test.lead@example.com',
    from: { zip: '02108', city: 'Boston', state: 'MA' },
    to: { zip: '10001', city: 'New York', state: 'NY' },
    moveDate,
    moveSize: '2 bedrooms',
    distance: 'long',
  };
}
