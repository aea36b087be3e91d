// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetCapField } from './budget-cap-field';

function setUp(cap: number | null) {
  const onSave = vi.fn();
  render(<BudgetCapField id="weekly" period="week" cap={cap} spent={640} onSave={onSave} />);
  return { onSave, input: screen.getByLabelText('Weekly cap') as HTMLInputElement };
}

describe('BudgetCapField', () => {
  afterEach(cleanup);

  it('shows the week’s pace against the cap', () => {
    setUp(1000);
    expect(screen.getByText('$640 of $1,000 this week')).toBeTruthy();
  });

  it('saves a typed amount on Enter, and an emptied field as no cap', async () => {
    const { onSave, input } = setUp(1000);
    await userEvent.clear(input);
    await userEvent.type(input, '1,500{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(1500));
    await userEvent.clear(input);
    await userEvent.tab();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(null));
  });

  it('refuses cents and keeps the saved cap', async () => {
    const { onSave, input } = setUp(null);
    await userEvent.type(input, '99.5{Enter}');
    expect(await screen.findByText('Use whole dollars')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says how to type an amount when the text is not one, and keeps the saved cap', async () => {
    const { onSave, input } = setUp(1000);
    await userEvent.clear(input);
    await userEvent.type(input, 'a lot{Enter}');
    expect(await screen.findByText('Enter an amount in dollars, like 1000')).toBeTruthy();
    expect(screen.queryByText(/NaN/)).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});
