import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LeadDetail } from '@vanbid/contract';
import { friendlyInstant, telUri } from '@vanbid/domain';
import type { ReactNode } from 'react';
import { ConsentCard } from './consent-card';
import { EmailLink, PhoneLink } from './contact-links';
import { DeliverySection } from './delivery-section';
import { distanceText, milesText, moveDateText, placeText, priceText } from './detail-format';
import { DetailItem, DetailList, DetailSection } from './detail-parts';

/** "Also sold to 2 other movers" (a count, never who), or that the buyer has it alone. */
export function otherBuyersText(count: number | null): string {
  if (count === null) return '—';
  if (count === 0) return 'Sold to you alone';
  return `Also sold to ${count} other mover${count === 1 ? '' : 's'}`;
}

/** A lead opened: contact, move, purchase, consent, and the slot of its delivery record. */
export function LeadDetailView({
  lead,
  zone,
  deliveryRecord,
}: {
  lead: LeadDetail;
  zone: string;
  /** Where the lead was delivered, composed in by the route. */
  deliveryRecord?: ReactNode;
}) {
  const { contact, move } = lead;
  const miles = milesText(move.distance_miles);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DetailSection
        title="Contact"
        action={
          <Button variant="contained" size="small" href={telUri(contact.phone)}>
            Call
          </Button>
        }
      >
        <DetailList>
          <DetailItem label="Phone">
            <PhoneLink phone={contact.phone} />
          </DetailItem>
          <DetailItem label="E-mail">
            <EmailLink email={contact.email} />
          </DetailItem>
        </DetailList>
      </DetailSection>
      <DetailSection title="Move">
        <DetailList>
          <DetailItem label="From">{placeText(move.from)}</DetailItem>
          <DetailItem label="To">{placeText(move.to)}</DetailItem>
          <DetailItem label="Distance">
            {miles ? `${miles} · ${distanceText(move.distance)}` : distanceText(move.distance)}
          </DetailItem>
          <DetailItem label="Move date">{moveDateText(move.move_date)}</DetailItem>
          <DetailItem label="Size">{move.move_size ?? '—'}</DetailItem>
        </DetailList>
      </DetailSection>
      <DetailSection title="Purchase">
        <DetailList>
          <DetailItem label="Bought">
            <span title={lead.bought_at}>{friendlyInstant(lead.bought_at, zone)}</span>
          </DetailItem>
          <DetailItem label="Price">{priceText(lead.price)}</DetailItem>
          <DetailItem label="Campaign">{lead.campaign_name}</DetailItem>
          <DetailItem label="Other buyers">{otherBuyersText(lead.other_buyers)}</DetailItem>
        </DetailList>
      </DetailSection>
      <ConsentCard
        consent={lead.consent}
        companyName={lead.buyer_company_name}
        ageWhenSoldSeconds={lead.age_when_sold_seconds}
        zone={zone}
      />
      <DeliverySection>{deliveryRecord}</DeliverySection>
    </Box>
  );
}
