// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { DollarAmountField } from './dollar-amount-field';

function Form({ error }: { error?: string }) {
  const { register } = useForm({ defaultValues: { amount: '19.99' } });
  return (
    <DollarAmountField
      id="amount"
      label="Amount"
      registration={register('amount')}
      error={error}
      helperText="Up to $50,000.00"
    />
  );
}

describe('DollarAmountField', () => {
  afterEach(cleanup);

  it('is a labelled field with a $ before the value and the decimal keyboard', () => {
    render(<Form />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.value).toBe('19.99');
    expect(input.inputMode).toBe('decimal');
    expect(screen.getByText('$')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Up to $50,000.00',
    );
  });

  it('shows the error in place of the help and marks the field invalid', () => {
    render(<Form error="Enter an amount" />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter an amount',
    );
  });
});
