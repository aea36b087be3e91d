import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultDataDir } from './data-dir';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** An empty variable counts as unset (e.g. `DATABASE_URL=` in a shell). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATA_DIR: z.string().default(defaultDataDir(repoRoot)),
  WEB_DIST: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  JWT_SECRET: optional(z.string().min(32)),
  /**
   * The key two-factor secrets are sealed with (and sign-in challenges, remembered browsers);
   * unset: derived from the JWT secret, so rotating that one asks every user to enrol again.
   */
  TWO_FACTOR_KEY: optional(z.string().min(32)),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600),
  /** A guest (support staff acting as a user) session: at most one hour (docs/product.md §9). */
  GUEST_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().max(3600).default(3600),
  /**
   * The bearer token a Prometheus scraper sends to read `/metrics`; unset, `/metrics` answers 404.
   */
  METRICS_TOKEN: optional(z.string().min(16)),
  /**
   * `json`: one JSON object a line (for a log collector); `pretty`: readable lines. Unset: pretty
   * on a terminal outside production (and on the embedded demo), JSON otherwise.
   */
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  /**
   * Which proxies' `X-Forwarded-For` to believe: unset trusts none (the socket's address is the
   * client), a number trusts that many hops, else a comma-separated list of addresses or CIDRs.
   */
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(\d{1,2}|[\da-fA-F.:/]+(\s*,\s*[\da-fA-F.:/]+)*)$/, 'A hop count or addresses/CIDRs')
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(/\s*,\s*/))),
  ),
  /** Sign-ins per client address: 3 × this a minute (password reset: this a minute). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Wrong passwords for one e-mail from one address before each next try waits (1 s, doubling up
   * to LOGIN_MAX_DELAY_SECONDS); docs/product.md §9, Limits.
   */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * Wrong passwords for one e-mail from every address within an hour; past them only a browser
   * that signed in to it before (its device cookie) is let try (docs/product.md §9, Limits).
   */
  LOGIN_ACCOUNT_FAILURES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Wrong passwords through one device cookie within an hour before the cookie is locked. */
  LOGIN_DEVICE_FAILURES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * The outbox relay pushes realtime events to the sockets as soon as they are committed (woken by
   * PostgreSQL NOTIFY) and, as a safety net, looks every this many ms; 0 turns the relay off.
   */
  REALTIME_RELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /**
   * How Socket.IO rooms reach sockets of other API processes: `postgres` (LISTEN/NOTIFY) or
   * `memory` (one process only: faster, no database round trip before an emit). Unset: `memory`
   * on the embedded database (`npm start`, always one process), `postgres` with DATABASE_URL
   * (safe for any number; set `memory` when one process runs).
   */
  REALTIME_ADAPTER: optional(z.enum(['memory', 'postgres'])),
  /**
   * On SIGTERM/SIGINT: how long the requests in flight (and those clients send on their open
   * connections meanwhile) may take before the connections are cut; then jobs, sockets and the
   * database close.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** `on` runs the scheduled jobs (pg-boss) in this process; `off` for processes that must not. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Ages after which the housekeeping job deletes rows that would otherwise grow forever. */
  PURGE_SENT_EVENTS_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  PURGE_EXPIRED_CODES_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Long enough for any client retry of a money call (they retry within minutes). */
  PURGE_IDEMPOTENCY_KEYS_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** The lead delivery log keeps each attempt this long (the delivery keeps its outcome). */
  PURGE_DELIVERY_ATTEMPTS_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** The sandbox mail and SMS outboxes (no provider configured) keep messages this long. */
  PURGE_KEPT_MESSAGES_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Call recordings are deleted this many days after the call (the `recording-purge` job). */
  RECORDING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** The marketplace: how many buyers a lead is sold to, and how long an answered call must last to be charged. */
  MARKETPLACE_LEAD_BUYERS: z.coerce.number().int().min(1).max(10).default(3),
  BILLABLE_CALL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Most leads one API process settles in one transaction (leads that arrive during a sale wait for the next). */
  MARKETPLACE_LEAD_BATCH: z.coerce.number().int().min(1).max(1000).default(200),
  /** Lead batches one API process runs at once: one reads while another holds the campaign and wallet locks. */
  MARKETPLACE_LEAD_BATCHES_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  /** `on`: the embedded demo sends itself gentle publisher traffic (`npm start`); `off` stops it. */
  SIMULATOR: z.enum(['on', 'off']).default('on'),
  /** Days of history the demo world is given on a first embedded start (tests use fewer). */
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  /**
   * `on` lets lead-delivery webhooks reach private, loopback and link-local addresses over plain
   * HTTP (a receiver on 127.0.0.1 for tests and the demo). Unset: on outside production and on the
   * embedded demo (no DATABASE_URL).
   */
  DELIVERY_LOCAL_TARGETS: optional(z.enum(['on', 'off'])),
  /**
   * `on`: the lead-delivery worker (`JOBS=on`) runs in a thread of its own, on another CPU than
   * the sales; `off`: on the API's event loop (a test that watches the app's own SMS provider).
   */
  DELIVERY_THREAD: z.enum(['on', 'off']).default('on'),
  /**
   * How long an attempt holds its lead delivery: a process that dies mid-attempt leaves it to the
   * others (or to itself, started again) once this passed. Longer than an attempt (10 s) with room
   * to spare, or a slow attempt is sent again beside itself; shorter only in tests that kill a process.
   */
  DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** E-mail goes through this SMTP server (`smtp://user:pass@host:587`); unset: the local outbox. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z.string().default('Vanbid <no-reply@vanbid.test>'),
  /**
   * Where users open the portal, for links in e-mails (never taken from a request's Host header,
   * which a caller chooses). Unset: http://localhost:PORT.
   */
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  /** The identity-verification provider's webhook signing secret; the sandbox signs with a per-process one when unset. */
  IDV_WEBHOOK_SECRET: optional(z.string().min(16)),
  /**
   * `on` shows the local outbox to support staff at /api/dev/mailbox; unset: on in development and
   * on the embedded database (no DATABASE_URL), off otherwise. Never with SMTP_URL.
   */
  MAILBOX_VIEW: optional(z.enum(['on', 'off'])),
  /**
   * Text messages go through Twilio's Messages API when the account SID and auth token are set,
   * from TWILIO_FROM (a Twilio number in E.164) or through TWILIO_MESSAGING_SERVICE_SID; unset:
   * the local SMS outbox (shown to support staff like the e-mail outbox, by MAILBOX_VIEW).
   */
  TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'AC followed by 32 hex digits')),
  TWILIO_AUTH_TOKEN: optional(z.string().min(16)),
  TWILIO_FROM: optional(
    z.string().regex(/^\+[1-9]\d{6,14}$/, 'A phone number in E.164, such as +18045550123'),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optional(
    z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'MG followed by 32 hex digits'),
  ),
  /**
   * The folder of PostgreSQL's client programs for `npm run backup` / `restore` (`pg_dump`,
   * `pg_restore`); unset: the newest of Debian's `/usr/lib/postgresql/<version>/bin`, or PATH's.
   */
  PG_BIN: optional(z.string()),

  /** Where files (ID images, signed PDFs) go: `local` (DATA_DIR/files) or `s3` (the S3_* keys). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible service, path-style (`https://s3.us-east-1.amazonaws.com`, MinIO, R2). */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_BUCKET: optional(z.string().min(1)),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
});

const S3_KEYS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Twilio: the account and its token together, and a sender with them. */
function twilioProblems(env: z.infer<typeof envSchema>): { path: string; message: string }[] {
  const hasAccount = env.TWILIO_ACCOUNT_SID !== undefined;
  const hasToken = env.TWILIO_AUTH_TOKEN !== undefined;
  if (!hasAccount && !hasToken) return [];
  if (!hasAccount) return [{ path: 'TWILIO_ACCOUNT_SID', message: 'Required with TWILIO_AUTH_TOKEN' }];
  if (!hasToken) return [{ path: 'TWILIO_AUTH_TOKEN', message: 'Required with TWILIO_ACCOUNT_SID' }];
  if (env.TWILIO_FROM === undefined && env.TWILIO_MESSAGING_SERVICE_SID === undefined)
    return [
      { path: 'TWILIO_FROM', message: 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required with Twilio' },
    ];
  return [];
}

/** Settings that only make sense together, each missing one listed. */
const configSchema = envSchema.superRefine((env, context) => {
  for (const problem of twilioProblems(env))
    context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  if (env.STORAGE !== 's3') return;
  for (const key of S3_KEYS)
    if (env[key] === undefined)
      context.addIssue({ code: 'custom', path: [key], message: 'Required when STORAGE=s3' });
});

export type Config = z.infer<typeof configSchema> & { repoRoot: string };

/** Reads the environment once; lists every bad key instead of failing on the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, repoRoot, ...overrides };
}
