// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TotalsBar } from './totals-bar';

describe('TotalsBar', () => {
  afterEach(cleanup);

  it('shows a placeholder, never a false zero, until the totals are known', () => {
    render(<TotalsBar totals={undefined} noun="leads" />);
    const bar = screen.getByTestId('records-totals');
    expect(bar.textContent).toBe('Counting leads…');
    expect(bar.textContent).not.toMatch(/0 leads|\$0\.00/);
    expect(bar.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the count and the money once known, a real zero included', () => {
    render(<TotalsBar totals={{ totalItems: 0, monetaryValue: 0 }} noun="leads" />);
    expect(screen.getByTestId('records-totals').textContent).toBe('0 leads · $0.00');
    cleanup();
    render(<TotalsBar totals={{ totalItems: 1234, monetaryValue: 5678.5 }} noun="calls" />);
    expect(screen.getByTestId('records-totals').textContent).toBe('1,234 calls · $5,678.50');
  });

  it('explains that the log counts every record, charged or not, unlike the Spend card', () => {
    render(<TotalsBar totals={{ totalItems: 12, monetaryValue: 300 }} noun="calls" />);
    expect(screen.getByTestId('records-totals-hint').textContent).toBe(
      'Every call received, charged or not; the Spend card’s “bought” counts only the charged ones.',
    );
  });
});
