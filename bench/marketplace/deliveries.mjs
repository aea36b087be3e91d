// The same lead load with lead delivery on: a fresh copy of the market in its own database, 3
// Vanbid webhook destinations per advertiser to a receiver in this process (answers 200 at once),
// the API with its job queue. Prints leads/s beside the run without deliveries, and the time from
// each delivery's row (written in the sale's transaction, just before commit) to its first attempt.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { randomLead } from '../../apps/api/src/features/demo-traffic/traffic.ts';
import { SECRET_PURPOSE, URL_PURPOSE } from '../../apps/api/src/features/lead-delivery/deliver.ts';
import { createPublisher } from '../../apps/api/src/features/marketplace/publishers.ts';
import { createSecretBox } from '../../apps/api/src/platform/auth/secret-box.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { seedMarket } from './seed.mjs';

export const DESTINATIONS_EACH = 3;

/** A receiver that answers every POST 200 and counts them. */
async function startReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(200).end('{"ok":true}');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { port: server.address().port, received: () => received, close: () => server.close() };
}

async function addDestinations(db, secret, url) {
  const box = createSecretBox(secret);
  await db.execute(sql`
    insert into delivery_destinations (account_id, name, kind, format, url_sealed, url_origin, secret_sealed)
    select a.account_id, 'Bench CRM ' || n, 'webhook', 'vanbid', ${box.seal(URL_PURPOSE, url)}, ${new URL(url).origin},
      ${box.seal(SECRET_PURPOSE, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')}
    from (select distinct account_id from campaigns) a cross join generate_series(1, ${DESTINATIONS_EACH}) n`);
}

/** Delivery latency and outcome once the queue has caught up (at most 60 s after the load). */
async function settle(db) {
  const started = performance.now();
  for (;;) {
    const waiting = await db.execute(
      sql`select count(*)::int as n from lead_deliveries where first_attempt_at is null`,
    );
    if (waiting.rows[0].n === 0 || performance.now() - started > 60_000) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  const result = await db.execute(sql`
    select count(*)::int as deliveries, count(*) filter (where status = 'delivered')::int as delivered,
      count(*) filter (where first_attempt_at is null)::int as never_tried,
      percentile_cont(0.5) within group (order by extract(epoch from first_attempt_at - created_at)) as p50,
      percentile_cont(0.95) within group (order by extract(epoch from first_attempt_at - created_at)) as p95,
      max(extract(epoch from first_attempt_at - created_at)) as max
    from lead_deliveries`);
  return result.rows[0];
}

export async function benchDeliveries({
  embeddedUrl,
  seconds,
  connections,
  offLeadsPerSecond,
  jwtSecret,
  startApi,
  waitForServer,
}) {
  await createDatabase(embeddedUrl, 1).execute(sql.raw('create database bench_deliveries'));
  const url = embeddedUrl.replace(/\/postgres$/, '/bench_deliveries');
  const db = createDatabase(url, 4);
  const receiver = await startReceiver();
  let server;
  try {
    await runMigrations(db);
    await seedMarket(db);
    await addDestinations(db, jwtSecret, `http://127.0.0.1:${receiver.port}/leads`);
    const publisher = await createPublisher(db, { name: 'Bench Traffic (deliveries)' });
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    server = startApi([], url, port, { JOBS: 'on', DELIVERY_LOCAL_TARGETS: 'on' });
    await waitForServer(`http://127.0.0.1:${port}/api/settings/features`);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/marketplace/leads',
          headers: { 'content-type': 'application/json', 'x-publisher-key': publisher.key },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(randomLead(Math.random, zipcodes, randomUUID())),
          }),
        },
      ],
    });
    const leadsPerSecond = result.requests.total / seconds;
    const outcome = await settle(db);
    const ms = (value) => `${Math.round(Number(value) * 1000)} ms`;
    console.info(
      `deliveries on (${DESTINATIONS_EACH} Vanbid webhooks per advertiser to a local receiver, job queue in the API), ${connections} connections, ${seconds} s: ${leadsPerSecond.toFixed(0)} leads/s = ${((100 * leadsPerSecond) / offLeadsPerSecond).toFixed(0)} % of the ${offLeadsPerSecond.toFixed(0)} leads/s without (goal ≥ 90 %); ${outcome.deliveries} deliveries, ${outcome.delivered} delivered, ${outcome.never_tried} not tried within 60 s after the load, ${receiver.received()} POSTs received; sale commit → first attempt p50 ${ms(outcome.p50)}, p95 ${ms(outcome.p95)} (goal ≤ 2 s), max ${ms(outcome.max)}`,
    );
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((done) => server.once('exit', done));
    receiver.close();
    await db.$client.end();
  }
}
