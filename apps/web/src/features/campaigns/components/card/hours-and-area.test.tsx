// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@vanbid/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { HoursAndArea } from './hours-and-area';

const ALL_FIVE = 'Ohio, Indiana, Michigan, Illinois, Wisconsin';

function renderArea(states: string[], region: string) {
  const campaign = {
    campaignId: 7,
    nickname: 'Moving leads',
    geoTemplateId: 40,
    region: { kind: 'states', states },
    hours: {},
  } as unknown as Campaign;
  render(<HoursAndArea campaign={campaign} region={region} writes={{} as never} />);
  return screen.getByTestId('campaign-region');
}

describe('HoursAndArea', () => {
  afterEach(cleanup);

  it('names every state of a long list in a tooltip and in the text a screen reader reads', async () => {
    const region = renderArea(['OH', 'IN', 'MI', 'IL', 'WI'], 'Ohio, Indiana, Michigan… (5 states)');
    expect(screen.getByText(`Area: ${ALL_FIVE}`)).toBeTruthy();
    await userEvent.hover(region);
    expect((await screen.findByRole('tooltip')).textContent).toBe(ALL_FIVE);
  });

  it('is reached from the keyboard, where its tooltip opens on focus', async () => {
    // jsdom has no :focus-visible, which the tooltip waits for; the browser opens it on focus.
    const region = renderArea(['OH', 'IN', 'MI', 'IL', 'WI'], 'Ohio, Indiana, Michigan… (5 states)');
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it('has no tooltip when the card already names every state', async () => {
    const region = renderArea(['OH', 'IN', 'MI'], 'Ohio, Indiana, Michigan');
    expect(region.textContent).toBe('Area: Ohio, Indiana, Michigan');
    await userEvent.hover(region);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
