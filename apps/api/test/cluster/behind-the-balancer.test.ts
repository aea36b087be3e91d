import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chargeBalance, postMarketplaceLead, proappLogin } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_JOB } from '../../src/features/housekeeping';
import { createPublisher } from '../../src/features/marketplace';
import { describeDifferences, verifyLedger } from '../../src/features/verify-ledger';
import { migrationsFolder } from '../../src/platform/db/migrate';
import { createAccount, createUser } from '../../src/seed/factories';
import { addSandboxCard } from '../../src/seed/money-factories';
import { gatewayCharges } from '../payments-support';
import { balanceOf, buyer, leadBody, prepareMarket } from '../support/marketplace';
import { TEST_PASSWORD, uniqueEmail } from '../support/signed-in';
import { type ServerName, useApiCluster } from './api-cluster';
import { connectedSocket, nextEvent, openBrowserSocket, send, sendUntilAnswered, serverOf } from './clients';
import { jobRunsOf, leadsSold, sendAll } from './cluster-reads';

const cluster = useApiCluster(3);
const SERVERS: ServerName[] = ['api1', 'api2', 'api3'];
const sockets: Socket[] = [];
let publisherKey: string;
let buyers: { accountId: number; campaignId: number; token: string }[];

beforeAll(async () => {
  await prepareMarket(cluster.db);
  publisherKey = (await createPublisher(cluster.db, { name: 'Cluster Traffic' })).key;
  buyers = [];
  for (let index = 0; index < 3; index += 1) {
    const { account, campaign } = await buyer(cluster.db, { balanceCents: 10_000_000 });
    buyers.push({ accountId: account.id, campaignId: campaign.id, token: await ownerToken(account.id) });
  }
});

afterAll(() => {
  for (const socket of sockets) socket.close();
});

/** A user of the account signs in through the balancer; their session token. */
async function ownerToken(accountId: number): Promise<string> {
  const email = uniqueEmail('cluster');
  await createUser(cluster.db, {
    email,
    password: TEST_PASSWORD,
    username: 'Owner',
    homeAccountId: accountId,
  });
  const login = await send(cluster.origin, proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  if ('failure' in login || login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return login.body.Data!.token as string;
}

function socketOf(token: string, options: Parameters<typeof openBrowserSocket>[2] = {}): Socket {
  const socket = openBrowserSocket(cluster.origin, token, options);
  sockets.push(socket);
  return socket;
}

describe('three API processes behind HAProxy', () => {
  it('started at once on an empty database, migrate it once and each answers ready through the balancer', async () => {
    const servedBy = new Set<string | null>();
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${cluster.origin}/readyz`);
      expect(response.status).toBe(200);
      servedBy.add(response.headers.get('x-served-by'));
    }
    expect([...servedBy].sort()).toEqual(SERVERS);
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
    const applied = await cluster.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
  });

  it('keeps a long-polling socket on its process, and it receives a sale made on another process', async () => {
    const [first] = buyers;
    // Polling only: each message is a new HTTP request, which must reach the process holding the session.
    const socket = await connectedSocket(
      socketOf(first!.token, { transports: ['polling'], reconnection: false }),
    );
    const holder = serverOf(socket)!;
    expect(SERVERS).toContain(holder);
    const other = SERVERS.find((name) => name !== holder)!;
    const payout = nextEvent(socket, 'UPDATE_PAYOUT');

    const sale = await send(cluster.origin, postMarketplaceLead, {
      publisherKey,
      body: leadBody(),
      stickTo: other,
    });

    expect(sale).toMatchObject({ status: 200, servedBy: other });
    await expect(payout).resolves.toEqual({ campaignId: first!.campaignId, payout: 10 });
    expect(serverOf(socket)).toBe(holder);
    socket.close();
  });

  it('runs a job sent once in exactly one process', async () => {
    const boss = new PgBoss({ connectionString: cluster.databaseUrl, supervise: false, schedule: false });
    await boss.start();
    const ids = await Promise.all(Array.from({ length: 12 }, () => boss.send(PURGE_JOB, {})));
    await expect
      .poll(
        async () =>
          Promise.all(
            ids.map(async (id) => (await boss.getJobById(PURGE_JOB, id!, { includeArchive: true }))?.state),
          ),
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(ids.map(() => 'completed'));
    await boss.stop({ graceful: false });
    // Every run of the job in any process (the hourly schedule may have added one).
    const completed = await cluster.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${PURGE_JOB} and state = 'completed'`,
    );
    const runs = await jobRunsOf(cluster, PURGE_JOB);
    console.info(`${PURGE_JOB} runs per process: ${JSON.stringify(Object.fromEntries(runs.perProcess))}`);
    expect(runs.total).toBe(completed.rows[0]!.n);
    expect(runs.total).toBeGreaterThanOrEqual(12);
  });

  it('sells leads posted through the balancer on every process and keeps the books', async () => {
    const soldBefore = await leadsSold(cluster.db);
    const answers = await sendAll(60, 12, () =>
      sendUntilAnswered(cluster.origin, postMarketplaceLead, { publisherKey, body: leadBody() }),
    );

    expect(answers.map(({ answer }) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map(({ answer }) => answer.servedBy))).toEqual(new Set(SERVERS));
    expect((await leadsSold(cluster.db)) - soldBefore).toBe(
      answers.reduce((sum, { answer }) => sum + Number(answer.body.Data!.buyers), 0),
    );
    expect(describeDifferences(await verifyLedger(cluster.db))).toEqual([]);
  });

  it('loses nothing when a process is killed mid-load: sockets reconnect, no charge twice, the books agree', async () => {
    const victim: ServerName = 'api3';
    const held = await Promise.all(
      Array.from({ length: 9 }, (_, index) => connectedSocket(socketOf(buyers[index % 3]!.token))),
    );
    const onVictim = held.filter((socket) => serverOf(socket) === victim);
    expect(onVictim.length).toBeGreaterThan(0);
    const reconnected = onVictim.map((socket) => new Promise((done) => socket.io.once('reconnect', done)));
    const payer = await createAccount(cluster.db, { name: `Payer ${randomUUID().slice(0, 6)}` });
    const card = await addSandboxCard(cluster.db, { accountId: payer.id });
    const payerToken = await ownerToken(payer.id);

    // Leads and $1 charges through the balancer, each retried with its own key until answered;
    // the victim is killed once 40 answers have come.
    let answered = 0;
    const afterAnswer = <T>(outcome: T) => {
      answered += 1;
      if (answered === 40) cluster.processes.get(victim)!.process.kill('SIGKILL');
      return outcome;
    };
    const [leads, charges] = await Promise.all([
      sendAll(150, 10, () =>
        sendUntilAnswered(cluster.origin, postMarketplaceLead, { publisherKey, body: leadBody() }).then(
          afterAnswer,
        ),
      ),
      sendAll(40, 4, () =>
        sendUntilAnswered(cluster.origin, chargeBalance, {
          token: payerToken,
          idempotencyKey: randomUUID(),
          body: { amount: 1, payment_method_id: card.payment_method_id },
        }).then(afterAnswer),
      ),
    ]);
    expect(await cluster.processes.get(victim)!.exited).toBeNull();
    const retried = [...leads, ...charges].filter(({ attempts }) => attempts.length > 1).length;
    console.info(
      `SIGKILL ${victim} after 40 of 190 answers: ${retried} calls answered on a retry, ` +
        `${onVictim.length} of ${held.length} sockets were on it`,
    );

    expect(leads.map(({ answer }) => answer.status)).toEqual(leads.map(() => 200));
    expect(charges.map(({ answer }) => answer.status)).toEqual(charges.map(() => 200));
    expect(await balanceOf(cluster.db, payer.id)).toBe(40 * 100);
    expect(await gatewayCharges(cluster.db, payer.id)).toBe(40);
    expect(describeDifferences(await verifyLedger(cluster.db))).toEqual([]);

    // Every socket of the killed process is connected again, elsewhere; every socket gets the
    // next sale (its price told apart from the load's by a higher bid).
    await Promise.all(reconnected);
    await Promise.all(held.map(connectedSocket));
    expect(onVictim.map(serverOf)).not.toContain(victim);
    await cluster.db.execute(sql`update campaigns set bid_percent = 50 where is_active`);
    const payouts = held.map((socket) =>
      nextEvent<{ payout: number }>(socket, 'UPDATE_PAYOUT', ({ payout }) => payout === 15),
    );
    const sale = await sendUntilAnswered(cluster.origin, postMarketplaceLead, {
      publisherKey,
      body: leadBody(),
    });
    expect(sale.answer.body.Data).toMatchObject({ buyers: 3 });
    await expect(Promise.all(payouts)).resolves.toHaveLength(held.length);
  });
});
