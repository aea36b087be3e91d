import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { allEndpoints, errorCodesOf, operationIdOf, proappLogin, statusOfError } from '@vanbid/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOf } from '../support/call';
import { useTestApp } from '../support/test-app';

const run = promisify(execFile);
const REPO = resolve(import.meta.dirname, '../../../..');
const context = useTestApp();

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema?: unknown }> }
  >;
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

let document: OpenApiDocument;
let folder: string;

beforeAll(async () => {
  document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  folder = await mkdtemp(join(tmpdir(), 'vanbid-openapi-'));
  await writeFile(join(folder, 'openapi.json'), JSON.stringify(document));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (endpoint: (typeof allEndpoints)[number]) =>
  document.paths[documentPath(routeOf(endpoint))]![endpoint.method.toLowerCase()]!;
/** The endpoints the document holds (the local mailbox's only where it is on), by operation. */
const documentedEndpoints = () =>
  allEndpoints.filter(
    (endpoint) => document.paths[documentPath(routeOf(endpoint))]?.[endpoint.method.toLowerCase()],
  );

describe('GET /api/docs/json', () => {
  it('names every operation as the contract names its endpoint, once, with a summary and a tag', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(documentedEndpoints()).toHaveLength(operations.length);
    for (const endpoint of documentedEndpoints()) {
      const operation = operationOf(endpoint);
      expect(operation.operationId).toBe(operationIdOf(endpoint));
      expect(operation.summary).toBe(endpoint.summary);
      expect(operation.tags).toEqual([endpoint.tag]);
    }
    expect(operationOf(proappLogin).operationId).toBe('proappLogin');
  });

  it('declares every error answer an endpoint can give, each in the one error envelope', () => {
    for (const endpoint of documentedEndpoints()) {
      const operation = operationOf(endpoint);
      const statuses = errorCodesOf(endpoint, { rateLimited: '429' in operation.responses }).map(
        statusOfError,
      );
      const declared = Object.keys(operation.responses).filter((status) => status !== '200');
      expect(declared.sort()).toEqual([...new Set(statuses.map(String))].sort());
      for (const status of declared) {
        expect(operation.responses[status]!.content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
        });
      }
      if (endpoint.auth) expect(declared).toEqual(expect.arrayContaining(['400', '401', '403']));
    }
  });

  it('asks for the session token where the endpoint needs a session, and says so where none is needed', () => {
    for (const endpoint of documentedEndpoints()) {
      const { security } = operationOf(endpoint);
      if (endpoint.auth) expect(security).toEqual([{ bearer: [] }]);
      else if (!endpoint.credential) expect(security).toEqual([{}]);
    }
    expect(document.components).toMatchObject({
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    });
  });

  it('declares on sign-in the rate-limit headers that its answers carry', async () => {
    const operation = operationOf(proappLogin);
    const refused = await context.call(proappLogin, {
      body: { login: 'nobody@test.vanbid', password: 'not the password' },
    });
    expect(refused.status).toBe(401);
    const declared = Object.keys(operation.responses['401']!.headers ?? {});
    expect(declared).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    for (const header of declared) expect(refused.headers).toHaveProperty(header.toLowerCase());
    expect(Object.keys(operation.responses['429']!.headers ?? {})).toContain('Retry-After');
  });

  it('passes the OWASP API Security lint (.spectral.yaml) with no error', { timeout: 180_000 }, async () => {
    const report = join(folder, 'spectral.json');
    await run(
      join(REPO, 'node_modules/.bin/spectral'),
      ['lint', join(folder, 'openapi.json'), '--ruleset', join(REPO, '.spectral.yaml')].concat([
        '--format',
        'json',
        '--output',
        report,
        '--fail-severity',
        'error',
        '--quiet',
      ]),
      { cwd: REPO },
    ).catch(() => undefined);
    const problems: { code: string; severity: number; path: string[] }[] = JSON.parse(
      await readFile(report, 'utf8'),
    );
    const errors = problems.filter((problem) => problem.severity === 0);
    expect(errors.map((problem) => `${problem.code} ${problem.path.join('.')}`)).toEqual([]);
  });
});

/** Calls a program would make with a client generated from the document; the last must not compile. */
const CALLS = `
import createClient from 'openapi-fetch';
import type { components, operations, paths } from './vanbid-api';

const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });
type ErrorCode = components['schemas']['ErrorEnvelope']['Error']['code'];

export async function signIn(login: string, password: string): Promise<string | ErrorCode> {
  const { data, error } = await client.POST('/api/users/proappLogin', { body: { login, password } });
  if (error) return error.Error.code;
  return 'token' in data.Data ? data.Data.token : data.Data.twoFactor.challenge;
}

export async function campaignIds(token: string, globalId: number): Promise<number[]> {
  const { data } = await client.GET('/api/campaigns', {
    params: { query: { globalId } },
    headers: { Authorization: \`Bearer \${token}\` },
  });
  return data ? data.Data.campaigns.map((campaign) => campaign.campaignId) : [];
}

export async function addFunds(token: string, paymentMethodId: string): Promise<number | undefined> {
  const { data } = await client.POST('/api/payment/chargeBalance', {
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    headers: { Authorization: \`Bearer \${token}\` },
    body: { amount: 100, payment_method_id: paymentMethodId },
  });
  return data?.Data.balance;
}

export type SignInBody = operations['proappLogin']['requestBody']['content']['application/json'];

// @ts-expect-error: sign-in needs a password
void client.POST('/api/users/proappLogin', { body: { login: 'owner@example.com' } });
`;

describe('a TypeScript client generated from the document', () => {
  it('type-checks calls to sign in, list campaigns and add funds', { timeout: 180_000 }, async () => {
    await run(
      join(REPO, 'apps/api/node_modules/.bin/openapi-typescript'),
      [join(folder, 'openapi.json'), '--output', join(folder, 'vanbid-api.ts')],
      { cwd: REPO },
    );
    await writeFile(join(folder, 'calls.ts'), CALLS);
    const tsconfig = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['es2022', 'dom'],
        types: [],
        skipLibCheck: true,
        paths: { 'openapi-fetch': [join(REPO, 'node_modules/openapi-fetch/dist/index.d.mts')] },
      },
      files: ['calls.ts'],
    };
    await writeFile(join(folder, 'tsconfig.json'), JSON.stringify(tsconfig));
    // TypeScript 7, as `npm run typecheck` (openapi-typescript above uses TypeScript 6's API).
    const typecheck = await run(
      process.execPath,
      [join(REPO, 'node_modules/typescript-7/bin/tsc'), '--singleThreaded', '-p', folder],
      {
        cwd: folder,
      },
    ).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(typecheck).toBe('');
  });
});
