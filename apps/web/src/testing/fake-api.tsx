import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

type Answer = (request: { url: URL; body: unknown; method: string }) => unknown;

function refusal(status: number, code: string, message: string, fields?: Record<string, string>) {
  return new Response(JSON.stringify({ Status: 'fail', Error: { code, message, fields } }), { status });
}

/** An answer that refuses (409 `CONFLICT` unless told), with the fields it names. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
    readonly status = 409,
    readonly code = 'CONFLICT',
  ) {
    super(message);
  }
}

/**
 * Stubs `fetch` with answers by path (`'GET /users/contactPhoneNumbers'` or just the path): each
 * answer's value is sent as `Data`, a `Refusal` (or any `Error`) as a refusal. Unknown paths answer 404.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://portal.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/(api|integrations)/, '');
    const answer = answers[`${method} ${path}`] ?? answers[path];
    if (!answer) return refusal(404, 'NOT_FOUND', 'Not found');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const data = await answer({ url, body, method });
    if (data instanceof Refusal) return refusal(data.status, data.code, data.message, data.fields);
    if (data instanceof Error) return refusal(409, 'CONFLICT', data.message);
    return new Response(JSON.stringify({ Status: 'ok', Data: data }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to a path (`'POST /logs/create'`), with their JSON bodies and queries. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string) {
  const [method, path] = key.split(' ') as [string, string];
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(input, 'http://portal.test'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname.endsWith(path))
    .map(({ url, init }) => ({
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}

/** Renders with a fresh query cache (no retries) and a router at `path` (or at the last of `path`s, the earlier ones being the pages before it). */
export function renderInApp(ui: ReactNode, path: string | string[] = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const entries = typeof path === 'string' ? [path] : path;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {ui}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
