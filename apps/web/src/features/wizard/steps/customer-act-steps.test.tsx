// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials, saveTokenMetaData } from '../../../lib/session';
import { DocumentSigning } from './document-step';
import { IdVerificationStep } from './id-verification-step';

const REFUSAL =
  /^A Vanbid support session cannot sign documents, verify identity or mobile numbers, or start the setup over/;

const ok = (data: unknown) => new Response(JSON.stringify({ Status: 'ok', Data: data }));

/** The server's answers: the document to sign, and an ID check not started yet. */
function answers(input: string) {
  if (input.includes('/documents/'))
    return ok({
      documentId: 'doc_1',
      sha256: 'a'.repeat(64),
      title: 'Insertion Order',
      paragraphs: ['Terms.'],
    });
  return ok({ state: 'not_started', submissionCount: 0, rejection: null, uploaded: [], verified: false });
}

/** Renders a wizard step as the owner of company 7, in their own session or a Vanbid support one. */
function renderAs(role: 'user' | 'guest', step: ReactNode) {
  const fetchMock = vi.fn((input: string) => Promise.resolve(answers(input)));
  vi.stubGlobal('fetch', fetchMock);
  saveCredentials('token', 7);
  saveTokenMetaData({
    exp: 2_000_000_000,
    sub: '1',
    user: { role, inviteType: null, isMainAccount: true, globalId: 7 },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {step}
    </QueryClientProvider>,
  );
  return fetchMock;
}

const calledUrls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe('the wizard’s signing and ID steps in a Vanbid support session (issue #25)', () => {
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('shows why support cannot sign, and does not even prepare the document', async () => {
    const fetchMock = renderAs('guest', <DocumentSigning kind="insertion-order" onDone={vi.fn()} />);
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign the/ })).toBeNull();
    expect(calledUrls(fetchMock).some((url) => url.includes('/documents/'))).toBe(false);
  });

  it('lets the owner sign in their own session', async () => {
    renderAs('user', <DocumentSigning kind="insertion-order" onDone={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Sign the Insertion Order' })).toBeTruthy();
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('shows the ID check’s state to support, with why it cannot send images, and no upload', async () => {
    renderAs('guest', <IdVerificationStep onDone={vi.fn()} />);
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
    expect(screen.queryByLabelText('Document')).toBeNull();
  });

  it('offers the owner the upload in their own session', async () => {
    renderAs('user', <IdVerificationStep onDone={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send for review' })).toBeTruthy());
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });
});
