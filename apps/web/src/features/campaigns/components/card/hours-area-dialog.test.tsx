// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@vanbid/contract';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { geoTemplatesKey } from '../../api/geo-templates';
import { HoursAreaDialog } from './hours-area-dialog';

const WEEKDAY_RANGE = [{ from: '08:00', to: '20:00' }];
const campaign = {
  campaignId: 7,
  nickname: 'Moving leads',
  geoTemplateId: null,
  region: null,
  hours: { mon: WEEKDAY_RANGE, tue: WEEKDAY_RANGE },
} as unknown as Campaign;

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(geoTemplatesKey(0), {
    templates: [{ id: 4, name: 'Richmond', zipCodes: ['23219', '23220'], isShared: false }],
    total_items: 1,
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function setUp() {
  const writes = {
    hours: { mutateAsync: vi.fn(async () => ({})) },
    area: { mutateAsync: vi.fn(async () => ({})) },
  };
  const onClose = vi.fn();
  render(<HoursAreaDialog campaign={campaign} writes={writes as never} onClose={onClose} />, {
    wrapper: Providers,
  });
  return { writes, onClose };
}

describe('HoursAreaDialog', () => {
  afterEach(cleanup);

  it('saves the changed hours of the campaign and closes', async () => {
    const { writes, onClose } = setUp();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.hours.mutateAsync).toHaveBeenCalledWith({ campaignId: 7, value: { mon: WEEKDAY_RANGE } });
    expect(writes.area.mutateAsync).not.toHaveBeenCalled();
  });

  it('sends the area after the hours, so the last answer holds both', async () => {
    const { writes, onClose } = setUp();
    const order: string[] = [];
    let finishHours = () => {};
    writes.hours.mutateAsync.mockImplementation(
      () =>
        new Promise((done) => {
          order.push('hours sent');
          finishHours = () => done({});
        }),
    );
    writes.area.mutateAsync.mockImplementation(async () => {
      order.push('area sent');
      return {};
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'ZIP template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Richmond (2 ZIPs)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(order).toEqual(['hours sent']));
    finishHours();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(order).toEqual(['hours sent', 'area sent']);
  });

  it('sends a region of states chosen by name', async () => {
    const { writes, onClose } = setUp();
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    await userEvent.click(await screen.findByRole('option', { name: 'States' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one state')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'States' }), 'Ohi');
    await userEvent.click(await screen.findByRole('option', { name: 'Ohio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.area.mutateAsync).toHaveBeenCalledWith({
      campaignId: 7,
      value: { kind: 'states', states: ['OH'] },
    });
  });

  it('sends miles around a ZIP as a number, and refuses a radius out of range', async () => {
    const { writes, onClose } = setUp();
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Within N miles of a ZIP' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Around ZIP code' }), '43215');
    const miles = screen.getByRole('textbox', { name: 'Miles' });
    await userEvent.clear(miles);
    await userEvent.type(miles, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a radius from 10 to 200 miles')).toBeTruthy();
    await userEvent.clear(miles);
    await userEvent.type(miles, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.area.mutateAsync).toHaveBeenCalledWith({
      campaignId: 7,
      value: { kind: 'radius', zip: '43215', miles: 75 },
    });
  });

  it('sends nothing when nothing moved', async () => {
    const { writes, onClose } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.hours.mutateAsync).not.toHaveBeenCalled();
  });
});
