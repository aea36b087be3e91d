// One lead or call opened (docs/product.md §5, "Lead and call detail").
import { type CallDetail, type LeadDetail, leadConsent, type RecordPlace } from '@vanbid/contract';
import {
  callOutcomeWords,
  fromCents,
  type GeoPoint,
  greatCircleMiles,
  notChargedWords,
} from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { getCompanyName } from '../company';
import { lookUpZip } from '../geo';
import { recordingOf } from '../recordings';
import { findCallRecord, findLeadOffer, findLeadRecord } from './record-details.queries';

type ZipLookup = Awaited<ReturnType<typeof lookUpZip>> | null;

const placeOf = (zip: string | null, info: ZipLookup): RecordPlace | null =>
  zip === null ? null : { zip, city: info?.city ?? null, state: info?.state ?? null };

const positionOf = (info: ZipLookup): GeoPoint | null =>
  info?.latitude === undefined ? null : { latitude: info.latitude, longitude: info.longitude };

/** Origin and destination with city and state, and the miles between their centres. */
async function routeOf(fromZip: string | null, toZip: string | null, distance: string) {
  const [from = null, to = null] = await Promise.all(
    [fromZip, toZip].map((zip) => (zip ? lookUpZip(zip) : null)),
  );
  const [start, end] = [positionOf(from), positionOf(to)];
  return {
    from: placeOf(fromZip, from),
    to: placeOf(toZip, to),
    distance_miles: start && end ? greatCircleMiles(start, end) : null,
    distance,
  };
}

const dollarsOf = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** What a lead and a call detail both say of the purchase. */
function purchaseOf(
  record: {
    id: number;
    campaignId: number;
    campaignName: string;
    timeCreated: Date;
    payoutCents: number | null;
    charged: boolean;
  },
  buyerCompanyName: string,
) {
  return {
    id: record.id,
    campaign_id: record.campaignId,
    campaign_name: record.campaignName,
    bought_at: record.timeCreated.toISOString(),
    price: dollarsOf(record.payoutCents),
    charged: record.charged,
    buyer_company_name: buyerCompanyName,
  };
}

export async function getLeadDetail(db: Queryable, accountId: number, id: number): Promise<LeadDetail> {
  const record = await findLeadRecord(db, accountId, id);
  if (!record) throw notFound('Lead');
  const [offer, company, route] = await Promise.all([
    findLeadOffer(db, record.id),
    getCompanyName(db, accountId),
    routeOf(record.fromZip, record.toZip, record.distance),
  ]);
  const consent = leadConsent.safeParse(offer?.payload.consent);
  const capturedMs = consent.success ? Date.parse(consent.data.captured_at) : Number.NaN;
  return {
    ...purchaseOf(record, company.name),
    contact: {
      first_name: record.firstName,
      last_name: record.lastName,
      phone: record.phone,
      email: record.email,
    },
    move: { ...route, move_date: record.moveDate, move_size: record.moveSize },
    other_buyers: offer ? Math.max(0, offer.buyers - 1) : null,
    consent: consent.success ? consent.data : null,
    age_when_sold_seconds: Number.isNaN(capturedMs)
      ? null
      : Math.max(0, Math.round((record.timeCreated.getTime() - capturedMs) / 1000)),
  };
}

export async function getCallDetail(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  accountId: number,
  id: number,
): Promise<CallDetail> {
  const { db } = deps;
  const record = await findCallRecord(db, accountId, id);
  if (!record) throw notFound('Call');
  const [company, route] = await Promise.all([
    getCompanyName(db, accountId),
    routeOf(record.fromZip, record.toZip, record.distance),
  ]);
  return {
    ...purchaseOf(record, company.name),
    is_branded: record.isBranded,
    caller_phone: record.callerPhone,
    caller_name: record.callerName,
    route,
    duration_seconds: record.durationSeconds,
    status: record.status,
    outcome: callOutcomeWords(record.status, record.durationSeconds),
    not_charged_reason: record.notChargedReason,
    not_charged_words: notChargedWords(record.notChargedReason),
    recording: recordingOf(deps, record, record.isRecordingDisclosed),
  };
}
