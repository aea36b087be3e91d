// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { callsTo, Refusal, renderInApp, stubApi } from '../../../testing/fake-api';
import { InviteDialog } from './invite-dialog';

function open(batchAnswer: () => unknown) {
  const fetchMock = stubApi({
    '/payment/isEmailAvailable': () => ({ available: true }),
    'POST /invites/batch': batchAnswer,
  });
  const onSent = vi.fn();
  renderInApp(<InviteDialog onClose={() => {}} onSent={onSent} />);
  return { fetchMock, onSent };
}

async function typeEmails(emails: string[]) {
  for (const [index, email] of emails.entries()) {
    if (index > 0) await userEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    const label = index === 0 ? 'E-mail' : `E-mail ${index + 1}`;
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), {
      target: { value: email },
    });
  }
}

describe('InviteDialog: several people at once (POST /invites/batch)', { timeout: 30_000 }, () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('sends one batch with every e-mail and the chosen role', async () => {
    const { fetchMock, onSent } = open(() => ({ invites: [] }));
    await typeEmails(['ana@ridge.example', 'Bo@Ridge.example', 'cy@ridge.example']);
    await userEvent.click(screen.getByRole('button', { name: 'Send 3 invitations' }));
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith(['ana@ridge.example', 'bo@ridge.example', 'cy@ridge.example']),
    );
    const [batch] = callsTo(fetchMock, 'POST /invites/batch');
    expect(batch?.body.invites).toEqual([
      expect.objectContaining({ email: 'ana@ridge.example', inviteType: 'company_creation_invite' }),
      expect.objectContaining({ email: 'bo@ridge.example' }),
      expect.objectContaining({ email: 'cy@ridge.example' }),
    ]);
    expect(callsTo(fetchMock, 'POST /invites')).toHaveLength(0);
  });

  it('shows a refusal of one address on its own field', async () => {
    const message = 'bo@ridge.example is already on the team';
    const { onSent } = open(() => new Refusal(message, { 'invites.1.email': message }));
    await typeEmails(['ana@ridge.example', 'bo@ridge.example']);
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    const second = screen.getByRole('textbox', { name: /^E-mail 2/ });
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('bo@ridge.example is already on the team')).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });
});
