// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '../testing/fake-api';
import { NotFound } from './not-found';

describe('the not-found page’s way back', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers Go back when the page before it was one of the portal’s', async () => {
    stubApi({});
    renderInApp(<NotFound />, ['/campaigns/recent', '/no-such-page']);
    expect(await screen.findByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('offers only the campaigns when the address came from elsewhere (the tab’s history may be another site’s)', async () => {
    stubApi({});
    // The tab visited other sites before: going back would leave Vanbid.
    window.history.pushState(null, '', '/elsewhere-1');
    window.history.pushState(null, '', '/elsewhere-2');
    renderInApp(<NotFound />, '/no-such-page');
    expect(await screen.findByRole('link', { name: 'Go to your campaigns' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });
});
