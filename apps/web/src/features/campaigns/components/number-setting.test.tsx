// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NumberSetting } from './number-setting';

const schema = z.number().int('Use a whole number').min(1, 'At least 1').max(10, 'At most 10');

function setUp() {
  const onSave = vi.fn();
  render(<NumberSetting id="calls" label="Concurrent calls" value={3} schema={schema} onSave={onSave} />);
  return { onSave, input: screen.getByLabelText('Concurrent calls') as HTMLInputElement };
}

describe('NumberSetting', () => {
  afterEach(cleanup);

  it('saves a valid new value on Enter', async () => {
    const { onSave, input } = setUp();
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(7));
  });

  it('shows the rule while the value breaks it, and on leaving explains it was not saved', async () => {
    const { onSave, input } = setUp();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(await screen.findByText('At most 10')).toBeTruthy();
    await userEvent.tab();
    expect(await screen.findByText('Not saved: at most 10. The saved value is 3.')).toBeTruthy();
    expect(input.value).toBe('12');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a whole number, not in zod’s words, when the field holds no number, and saves nothing', async () => {
    const { onSave, input } = setUp();
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    expect(await screen.findByText('Enter a whole number, like 3')).toBeTruthy();
    expect(screen.queryByText(/NaN|expected number/)).toBeNull();
    await userEvent.tab();
    expect(
      await screen.findByText('Not saved: enter a whole number, like 3. The saved value is 3.'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the saved value back with Escape', async () => {
    const { onSave, input } = setUp();
    await userEvent.clear(input);
    await userEvent.type(input, '12{Escape}');
    await waitFor(() => expect(input.value).toBe('3'));
    expect(screen.queryByText(/Not saved/)).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('does not save a value the user left unchanged', async () => {
    const { onSave, input } = setUp();
    await userEvent.click(input);
    await userEvent.tab();
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(4));
    expect(onSave).toHaveBeenCalledOnce();
  });
});
