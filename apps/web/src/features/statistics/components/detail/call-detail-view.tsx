import Box from '@mui/material/Box';
import type { CallDetail } from '@vanbid/contract';
import { callDurationText, friendlyInstant } from '@vanbid/domain';
import { CallRecordingPlayer } from './call-recording-player';
import { PhoneLink } from './contact-links';
import { distanceText, milesText, placeText, priceText } from './detail-format';
import { DetailItem, DetailList, DetailSection } from './detail-parts';

function chargedText(call: CallDetail): string {
  if (call.charged) return 'Charged';
  if (call.not_charged_words) return `Not charged: ${call.not_charged_words}`;
  return call.status === 'ringing' || call.status === 'in_progress'
    ? 'Not yet: charged when it ends'
    : 'Not charged';
}

/** A call opened: caller, how it went and whether it was charged, and where the caller moves. */
export function CallDetailView({ call, zone }: { call: CallDetail; zone: string }) {
  const { route } = call;
  const miles = milesText(route.distance_miles);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DetailSection title="Caller">
        <DetailList>
          <DetailItem label="Phone">
            <PhoneLink phone={call.caller_phone} />
          </DetailItem>
          <DetailItem label="Name">{call.caller_name ?? 'Not given'}</DetailItem>
        </DetailList>
      </DetailSection>
      <DetailSection title="Call">
        <DetailList>
          <DetailItem label="Outcome" wide>
            {call.outcome}
          </DetailItem>
          <DetailItem label="Duration">{callDurationText(call.duration_seconds)}</DetailItem>
          <DetailItem label="Rang">
            <span title={call.bought_at}>{friendlyInstant(call.bought_at, zone)}</span>
          </DetailItem>
          <DetailItem label="Price">{priceText(call.price)}</DetailItem>
          <DetailItem label="Charged">{chargedText(call)}</DetailItem>
          <DetailItem label="Campaign" wide>
            {call.is_branded ? `${call.campaign_name} (branded)` : call.campaign_name}
          </DetailItem>
        </DetailList>
      </DetailSection>
      <CallRecordingPlayer callId={call.id} recording={call.recording} />
      <DetailSection title="Route">
        <DetailList>
          <DetailItem label="From">{placeText(route.from)}</DetailItem>
          <DetailItem label="To">{placeText(route.to)}</DetailItem>
          <DetailItem label="Distance">
            {miles ? `${miles} · ${distanceText(route.distance)}` : distanceText(route.distance)}
          </DetailItem>
        </DetailList>
      </DetailSection>
    </Box>
  );
}
