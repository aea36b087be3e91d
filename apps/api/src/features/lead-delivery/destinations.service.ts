import { randomBytes } from 'node:crypto';
import type {
  createDeliveryDestination,
  DataOf,
  rotateDeliverySecret,
  updateDeliveryDestination,
} from '@vanbid/contract';
import { FORMAT_HAS_KEY, toE164, type WebhookFormat } from '@vanbid/domain';
import { AppError, notFound } from '../../platform/errors';
import type { HandlerInput } from '../../platform/http/route';
import { checkTarget, TargetRefusedError } from '../../platform/outbound-http/address-guard';
import { allowsLocalTargets, type DeliveryDeps, SECRET_PURPOSE, URL_PURPOSE } from './deliver';
import { holdPendingOf } from './deliveries.queries';
import { wakeDeliveryWorkers } from './delivery-worker';
import {
  deleteDestinationRow,
  duePendingOf,
  findDestinationRow,
  insertDestination,
  isCampaignOf,
  toDestination,
  updateDestinationRow,
} from './destinations.queries';
import { confirmedNumbersOf } from './text-numbers.queries';

type Deps = Pick<DeliveryDeps, 'db' | 'config' | 'secretBox'>;
type CreateBody = HandlerInput<typeof createDeliveryDestination>['body'];
type UpdateBody = HandlerInput<typeof updateDeliveryDestination>['body'];
type RotateBody = HandlerInput<typeof rotateDeliverySecret>['body'];

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The URL a webhook may have: HTTPS and not a private address, unless local receivers are allowed. */
function checkedUrl(deps: Deps, url: string): { urlOrigin: string } {
  try {
    const parsed = new URL(url);
    checkTarget(parsed, allowsLocalTargets(deps.config));
    return { urlOrigin: parsed.origin };
  } catch (error) {
    if (!(error instanceof TargetRefusedError)) throw error;
    throw new AppError('BUSINESS_RULE', `This address cannot receive leads: ${error.message}`, {
      url: error.message,
    });
  }
}

async function checkCampaign(deps: Deps, accountId: number, campaignId: number | null | undefined) {
  if (campaignId && !(await isCampaignOf(deps.db, accountId, campaignId))) throw notFound('Campaign');
}

/** The key beside the URL: made here for the Vanbid format, given by the owner for Granot. */
function keyFor(
  format: WebhookFormat,
  given: string | undefined,
): { key: string | null; shown: string | null } {
  if (format === 'vanbid') {
    const secret = newSigningSecret();
    return { key: secret, shown: secret };
  }
  if (!FORMAT_HAS_KEY[format]) return { key: null, shown: null };
  if (!given) throw new AppError('BUSINESS_RULE', 'Enter the API key the CRM gave you', { key: 'Required' });
  return { key: given, shown: null };
}

/** A text destination's chosen numbers (E.164, once each): confirmed numbers of the account only. */
async function checkedPhones(deps: Deps, accountId: number, given: readonly string[]): Promise<string[]> {
  const confirmed = new Set((await confirmedNumbersOf(deps.db, accountId)).map((number) => number.phone));
  const phones = [...new Set(given.map((phone) => toE164(phone) ?? phone))];
  const unknown = phones.filter((phone) => !confirmed.has(phone));
  if (unknown.length > 0)
    throw new AppError('BUSINESS_RULE', 'Choose among the confirmed mobile numbers of the company', {
      phones: `Not a confirmed number: ${unknown.join(', ')}`,
    });
  return phones;
}

async function createTextDestination(
  deps: Deps,
  accountId: number,
  body: Extract<CreateBody, { kind: 'sms' }>,
) {
  const phones = await checkedPhones(deps, accountId, body.phones);
  const row = await insertDestination(deps.db, {
    accountId,
    campaignId: body.campaignId,
    name: body.name,
    kind: 'sms',
    emails: [],
    phones,
    format: null,
    urlSealed: null,
    urlOrigin: null,
    secretSealed: null,
  });
  return toDestination(row);
}

export async function createDestination(
  deps: Deps,
  accountId: number,
  body: CreateBody,
): Promise<DataOf<typeof createDeliveryDestination>> {
  await checkCampaign(deps, accountId, body.campaignId);
  if (body.kind === 'sms')
    return { destination: await createTextDestination(deps, accountId, body), secret: null };
  if (body.kind === 'email') {
    const row = await insertDestination(deps.db, {
      accountId,
      campaignId: body.campaignId,
      name: body.name,
      kind: 'email',
      emails: [...new Set(body.emails.map((email) => email.toLowerCase()))],
      format: null,
      urlSealed: null,
      urlOrigin: null,
      secretSealed: null,
    });
    return { destination: toDestination(row), secret: null };
  }
  const { urlOrigin } = checkedUrl(deps, body.url);
  const { key, shown } = keyFor(body.format, body.key);
  const row = await insertDestination(deps.db, {
    accountId,
    campaignId: body.campaignId,
    name: body.name,
    kind: 'webhook',
    emails: [],
    format: body.format,
    urlSealed: deps.secretBox.seal(URL_PURPOSE, body.url),
    urlOrigin,
    secretSealed: key ? deps.secretBox.seal(SECRET_PURPOSE, key) : null,
  });
  return { destination: toDestination(row), secret: shown };
}

export async function updateDestination(deps: Deps, accountId: number, id: number, body: UpdateBody) {
  const found = await findDestinationRow(deps.db, accountId, id);
  if (!found) throw notFound('Destination');
  await checkCampaign(deps, accountId, body.campaignId);
  if (body.emails && found.kind !== 'email')
    throw new AppError('BUSINESS_RULE', 'Only an e-mail destination has addresses', {
      emails: 'Not an e-mail destination',
    });
  if (body.phones && found.kind !== 'sms')
    throw new AppError('BUSINESS_RULE', 'Only a text message destination has numbers', {
      phones: 'Not a text message destination',
    });
  const phones = body.phones ? { phones: await checkedPhones(deps, accountId, body.phones) } : {};
  const row = await updateDestinationRow(deps.db, accountId, id, { ...body, ...phones });
  if (!row) throw notFound('Destination');
  if (found.is_paused && body.isPaused === false) {
    await duePendingOf(deps.db, id);
    wakeDeliveryWorkers();
  }
  if (!found.is_paused && body.isPaused === true) await holdPendingOf(deps.db, [id]);
  return { destination: toDestination(row) };
}

/** A new signing secret for the Vanbid format (answered once); a new URL or key for a CRM. */
export async function rotateSecret(deps: Deps, accountId: number, id: number, body: RotateBody) {
  const found = await findDestinationRow(deps.db, accountId, id);
  if (!found) throw notFound('Destination');
  if (found.kind !== 'webhook' || !found.format)
    throw new AppError('BUSINESS_RULE', 'Only a webhook has a secret', { kind: 'Not a webhook' });
  const url = body.url
    ? { ...checkedUrl(deps, body.url), urlSealed: deps.secretBox.seal(URL_PURPOSE, body.url) }
    : {};
  const isVanbid = found.format === 'vanbid';
  if (!isVanbid && !body.url && !body.key)
    throw new AppError('BUSINESS_RULE', 'Enter the new URL or key', { key: 'Required' });
  const secret = isVanbid ? newSigningSecret() : (body.key ?? null);
  const row = await updateDestinationRow(deps.db, accountId, id, {
    ...url,
    ...(secret && (isVanbid || FORMAT_HAS_KEY[found.format])
      ? { secretSealed: deps.secretBox.seal(SECRET_PURPOSE, secret) }
      : {}),
  });
  return { destination: toDestination(row!), secret: isVanbid ? secret : null };
}

export async function deleteDestination(deps: Deps, accountId: number, id: number) {
  if (!(await deleteDestinationRow(deps.db, accountId, id))) throw notFound('Destination');
  return { deleted: true as const };
}
