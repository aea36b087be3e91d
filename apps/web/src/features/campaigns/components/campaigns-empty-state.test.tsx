// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../testing/fake-api';
import { CampaignsEmptyState } from './campaigns-empty-state';

describe('the campaigns page with nothing to show', () => {
  afterEach(cleanup);

  it('offers an account without campaigns its first campaign, not a list of none', () => {
    renderInApp(<CampaignsEmptyState hasCampaigns={false} display="recent" />);
    expect(screen.getByRole('link', { name: 'Create your first campaign' }).getAttribute('href')).toBe(
      '/campaign-creation',
    );
    expect(screen.queryByRole('link', { name: 'Show all campaigns' })).toBeNull();
  });

  it('sends an account whose campaigns bought nothing lately to all of them', () => {
    renderInApp(<CampaignsEmptyState hasCampaigns display="recent" />);
    expect(screen.getByText('No campaign bought anything in the last 7 days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all campaigns' })).toBeTruthy();
  });
});
