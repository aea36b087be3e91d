// The tutorial videos: each a short task in the demo world, told in captions. `slug` names the
// files (SLUG.webm, SLUG.vtt) and the tutorial row that shows them (its `video`).

const campaignCard = (page, name) => page.getByRole('article', { name, exact: true });

/** @type {{ slug: string, start: string, tipsOn?: string[], play(director): Promise<void> }[]} */
export const TUTORIALS = [
  {
    slug: 'set-up-your-account',
    start: '/profile',
    async play({ page, say, show, hold }) {
      await say('Setup has five steps: company, contact, ID check, insertion order and payment.', 2600);
      await say('Once they are done, Profile keeps your name, picture and company logo.', 1400);
      await show(page.getByRole('button', { name: 'Save name' }));
      await show(page.getByRole('button', { name: 'Upload a logo' }));
      await say('The insertion order and payment authorization you signed stay here too.', 1200);
      await show(page.getByRole('button', { name: 'Download the Insertion Order' }));
      await show(page.getByRole('button', { name: 'Download the Payment Authorization' }));
      await hold(800);
    },
  },
  {
    slug: 'bid-above-minimums',
    start: '/campaigns/all',
    async play({ page, say, show, click, type, hold }) {
      const card = campaignCard(page, 'Local Moving Calls — Virginia');
      await say('A bid is a percent above the minimum bid of each hour.', 1000);
      await show(card.getByLabel('Bid above minimum'));
      await say('Bid schedule shows the minimums of the week: green hours cost less.', 800);
      await click(card.getByRole('button', { name: /^Bid schedule of/ }));
      const schedule = page.getByRole('dialog', { name: /Weekly Minimum Bid Schedule/ });
      await hold(3000);
      await click(schedule.getByRole('button', { name: /close/i }));
      await say('Raise the percent where you are outbid: type it and press Tab.', 600);
      const bid = card.getByLabel('Bid above minimum');
      await type(bid, '20');
      await bid.press('Tab');
      await say('The new bid counts at once; the line below shows this hour’s price.', 800);
      await show(card.getByText(/this hour \(minimum/), 2000);
    },
  },
  {
    slug: 'fund-the-wallet',
    start: '/wallet',
    async play({ page, say, show, click, type, hold }) {
      await say('Campaigns pay from the wallet. Add funds from a card or bank account.', 800);
      await click(page.getByRole('button', { name: 'Add funds' }));
      const dialog = page.getByRole('dialog', { name: 'Add funds' });
      await type(dialog.getByLabel('Amount', { exact: true }), '250');
      await show(dialog.getByLabel('Pay with'));
      await say('Review the charge, then confirm it.', 400);
      await click(dialog.getByRole('button', { name: 'Review', exact: true }));
      const review = page.getByRole('dialog', { name: 'Confirm the charge' });
      await click(review.getByRole('button', { name: 'Charge $250.00' }));
      await say('The balance shows it at once, and Transactions lists the payment.', 1200);
      await show(page.getByTestId('wallet-balance'), 1500);
      await say('Auto-recharge tops the wallet up when the balance runs low.', 600);
      await show(page.getByLabel('When the balance is under'), 1500);
      await hold(600);
    },
  },
  {
    slug: 'read-the-logs',
    start: '/call-log',
    async play({ page, say, show, click, hold }) {
      await say('The call log lists every call, charged or not.', 800);
      await say('Choose the period at the top.', 200);
      await click(page.locator('#period-select'));
      await click(page.getByRole('option', { name: 'Yesterday', exact: true }));
      await hold(1200);
      await say('Payout shows the price; a call that was not charged says why.', 600);
      await show(page.getByRole('columnheader', { name: 'Payout' }), 1600);
      await say('Export CSV downloads what you see.', 400);
      await show(page.getByRole('button', { name: 'Export CSV' }), 1000);
      await say('The lead log works the same way for leads.', 200);
      await click(page.getByRole('link', { name: 'Lead log' }));
      await page.getByRole('heading', { level: 1, name: 'Lead log' }).waitFor();
      await hold(2500);
    },
  },
  {
    slug: 'invite-your-team',
    start: '/settings',
    async play({ page, say, click, type, hold }) {
      await say('Invite your team from Settings.', 400);
      await click(page.getByRole('button', { name: 'Invite', exact: true }));
      const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
      await say('Enter their e-mail and choose what they do.', 200);
      await type(dialog.getByLabel('E-mail'), 'sam.rivera@example.com');
      await click(dialog.getByLabel('Role'));
      await click(page.getByRole('option', { name: 'Sales Manager', exact: true }));
      await click(dialog.getByLabel('Joins as'));
      await click(page.getByRole('option', { name: 'Team member' }));
      await say('They get an e-mailed link that works once, for 7 days.', 400);
      await click(dialog.getByRole('button', { name: 'Send invitation' }));
      await page.getByText('Invitation sent to sam.rivera@example.com').waitFor();
      await hold(1400);
      await say('Until they join, the invitation waits under “Invited, not joined yet”.', 400);
      const invited = page.getByRole('region', { name: 'Invited, not joined yet' });
      await invited.scrollIntoViewIfNeeded();
      await hold(2400);
    },
  },
  {
    slug: 'pause-a-campaign',
    start: '/campaigns/all',
    async play({ page, say, click, hold }) {
      const card = campaignCard(page, 'Moving Leads — Richmond');
      await say('To stop buying for a while, switch the campaign off.', 400);
      await card.scrollIntoViewIfNeeded();
      await click(card.getByRole('switch'));
      await card.getByTestId('campaign-status').filter({ hasText: 'Paused' }).waitFor({ timeout: 5000 });
      await say('It buys nothing until you switch it back on. Changed your mind? Undo.', 1400);
      await click(page.getByRole('button', { name: 'Undo' }));
      await hold(2400);
    },
  },
];
