// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KpiCards } from './kpi-cards';

describe('KpiCards', () => {
  afterEach(cleanup);

  it('says the average is of the charged records only', () => {
    render(
      <KpiCards kpis={{ count: 5, spend: 90, average_payout: 30, zero_payout_share: 0.4 }} noun="calls" />,
    );
    expect(screen.getByRole('heading', { name: 'Average per charged call' })).toBeTruthy();
    expect(screen.queryByText('Average payout')).toBeNull();
  });
});
