// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROKEN_LINK_MESSAGE, NewPasswordForm } from './new-password-form';

function answer(status: number, error: { code: string; message: string; fields?: Record<string, string> }) {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response(JSON.stringify({ Status: 'fail', Error: error }), { status })),
  );
}

async function submit(token: string) {
  render(<NewPasswordForm token={token} onChanged={vi.fn()} />);
  await userEvent.type(screen.getByLabelText('New password'), 'a new secret phrase');
  await userEvent.type(screen.getByLabelText('New password again'), 'a new secret phrase');
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('NewPasswordForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says in plain words that a link cut short is not complete, never the field check', async () => {
    answer(400, {
      code: 'VALIDATION_FAILED',
      message: 'token: Too small: expected string to have >=20 characters',
      fields: { token: 'Too small: expected string to have >=20 characters' },
    });
    await submit('short');
    expect(await screen.findByText(BROKEN_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(/Too small/)).toBeNull();
  });

  it('shows the server’s own message for a used or expired link', async () => {
    answer(422, { code: 'RESET_TOKEN_INVALID', message: 'This link has expired. Ask for a new code.' });
    await submit('x'.repeat(40));
    expect(await screen.findByText('This link has expired. Ask for a new code.')).toBeTruthy();
  });
});
