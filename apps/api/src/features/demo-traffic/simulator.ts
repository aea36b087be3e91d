import { randomUUID } from 'node:crypto';
import { easternMoment } from '../../platform/clock/eastern-moment';
import { PUBLISHER_KEY_HEADER } from '../marketplace';
import { synthesizeRecording } from './recording-audio';
import { callScript, HOUR_WEIGHTS, type Random, randomLead, randomPhone, type ZipData } from './traffic';

export interface SimulatorOptions {
  baseUrl: string;
  publisherKey: string;
  /** Average offers per second over the day; each hour follows HOUR_WEIGHTS. */
  ratePerSecond: number;
  /** Share of offers that are calls. */
  callShare?: number;
  /** A call lasting N seconds is reported after N / this many real seconds (demo: fast forward). */
  callSpeedUp?: number;
  random?: Random;
  onResult?: (kind: string, status: number) => void;
}

export interface SimulatorStats {
  sent: number;
  byStatus: Record<string, number>;
}

const MEAN_WEIGHT = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0) / HOUR_WEIGHTS.length;

/**
 * Sends realistic publisher traffic over HTTP (docs/product.md §4, "The marketplace"): Poisson
 * arrivals on a time-of-day curve, ZIP pairs from the bundled ZIP data, 4 % duplicate phones,
 * 3 % retries of the same lead, 2 % invalid leads, calls that ring, go unanswered, hit voicemail
 * or talk for realistic lengths.
 */
export function startSimulator(options: SimulatorOptions, zips: ZipData) {
  const random = options.random ?? Math.random;
  const stats: SimulatorStats = { sent: 0, byStatus: {} };
  const recentPhones: string[] = [];
  const recentLeads: unknown[] = [];
  const pending = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const post = async (kind: string, path: string, body: unknown) => {
    const response = await fetch(`${options.baseUrl}/api/marketplace${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PUBLISHER_KEY_HEADER]: options.publisherKey },
      body: JSON.stringify(body),
    });
    const key = `${kind} ${response.status}`;
    stats.sent += 1;
    stats.byStatus[key] = (stats.byStatus[key] ?? 0) + 1;
    options.onResult?.(kind, response.status);
    return response.ok ? ((await response.json()) as { Data: { call_id: number } }).Data : undefined;
  };

  const sendLead = async () => {
    const roll = random();
    if (roll < 0.03 && recentLeads.length > 0) return post('lead-retry', '/leads', recentLeads.at(-1));
    const phone =
      roll < 0.07 && recentPhones.length > 0
        ? recentPhones[Math.floor(random() * recentPhones.length)]
        : randomPhone(random);
    const lead = randomLead(random, zips, randomUUID(), phone);
    if (roll > 0.98) return post('lead-invalid', '/leads', { ...lead, email: 'not-an-email' });
    recentPhones.push(lead.phone);
    recentLeads.push(lead);
    if (recentPhones.length > 200) recentPhones.shift();
    if (recentLeads.length > 20) recentLeads.shift();
    return post('lead', '/leads', lead);
  };

  const playCall = async (callId: number) => {
    const script = callScript(random);
    const wait = (seconds: number) =>
      new Promise((done) => setTimeout(done, (seconds * 1000) / (options.callSpeedUp ?? 1)));
    await post('call-event', `/calls/${callId}/events`, { type: 'ringing' });
    await wait(script.outcome === 'no_answer' ? 30 : 8);
    if (isStopped) return;
    if (script.outcome === 'no_answer') {
      const next = (await post('call-event', `/calls/${callId}/events`, { type: 'no_answer' })) as
        | { state?: string }
        | undefined;
      if (next?.state === 'ringing') return playCall(callId);
      return;
    }
    if (script.status === 'answered')
      await post('call-event', `/calls/${callId}/events`, { type: 'answered' });
    await wait(script.durationSeconds);
    // An answered call comes with a short recording; most callers heard the announcement.
    const recording =
      script.status === 'answered'
        ? {
            content_type: 'audio/wav',
            audio_base64: synthesizeRecording(4, random).toString('base64'),
            caller_was_told: random() < 0.9,
          }
        : undefined;
    await post('call-event', `/calls/${callId}/events`, {
      type: 'ended',
      status: script.status,
      duration_seconds: script.durationSeconds,
      ...(recording ? { recording } : {}),
    });
  };

  const sendCall = async () => {
    const lead = randomLead(random, zips, randomUUID());
    const call = await post('call', '/calls', {
      external_id: lead.external_id,
      caller_phone: lead.phone,
      from_zip: lead.from_zip,
      to_zip: lead.to_zip,
      is_branded: random() < 0.1,
    });
    if (call) await playCall(call.call_id);
  };

  const track = (work: Promise<unknown>) => {
    const tracked = work.catch(() => undefined).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  const schedule = () => {
    if (isStopped) return;
    const rate = (options.ratePerSecond * HOUR_WEIGHTS[easternMoment().hour]!) / MEAN_WEIGHT;
    const delayMs = (-Math.log(1 - random()) / rate) * 1000;
    timer = setTimeout(() => {
      track(random() < (options.callShare ?? 0.35) ? sendCall() : sendLead());
      schedule();
    }, delayMs);
    timer.unref?.();
  };
  schedule();

  return {
    stats,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...pending]);
    },
  };
}
