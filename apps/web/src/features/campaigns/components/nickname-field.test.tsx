// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NicknameField } from './nickname-field';

function setUp() {
  const onSave = vi.fn();
  render(<NicknameField campaignId={1} nickname="Richmond Leads" onSave={onSave} />);
  return { onSave };
}

describe('NicknameField', () => {
  afterEach(cleanup);

  it('renames with Enter and goes back to the heading', async () => {
    const { onSave } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Richmond Leads' }));
    const field = screen.getByLabelText('Campaign name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Norfolk Leads{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Norfolk Leads'));
    expect(screen.queryByLabelText('Campaign name')).toBeNull();
  });

  it('cancels with Escape, and shows the rule while the name breaks it', async () => {
    const { onSave } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Richmond Leads' }));
    const field = screen.getByLabelText('Campaign name');
    await userEvent.clear(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(field, 'Draft{Escape}');
    expect(screen.queryByLabelText('Campaign name')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Richmond Leads' }));
    expect((screen.getByLabelText('Campaign name') as HTMLInputElement).value).toBe('Richmond Leads');
    expect(onSave).not.toHaveBeenCalled();
  });
});
