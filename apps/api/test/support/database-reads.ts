import pg from 'pg';

/** Whether a fresh connection to `url` answers a query (a refused or failed one is false, never thrown). */
export async function canQuery(url: string, timeoutMs = 2_000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The wallet of the home account of the user with `email`, its ledger sum and its charges, read
 * straight from the database at `url` (outside the API under test).
 */
export async function walletMoneyOf(url: string, email: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select w.balance_cents::int as balance,
         (select coalesce(sum(amount_cents), 0)::int from ledger_entries le
           where le.account_id = w.account_id and le.ledger_account = 'wallet') as ledger,
         (select count(*)::int from transactions t where t.account_id = w.account_id and t.type = 'charge') as charges
       from wallets w join users u on u.home_account_id = w.account_id where u.email = $1`,
      [email],
    );
    return rows[0] as { balance: number; ledger: number; charges: number };
  } finally {
    await client.end();
  }
}

/**
 * Resolves once a statement of another connection to the same database waits for a lock (a sale
 * queued behind the lock `client` holds). Other databases of the server (other test workers) do
 * not count.
 */
export async function untilSomeoneWaits(client: pg.Client): Promise<void> {
  for (;;) {
    const waiting = await client.query(
      `select count(*)::int as count from pg_stat_activity
       where wait_event_type = 'Lock' and pid <> pg_backend_pid() and datname = current_database()`,
    );
    if (waiting.rows[0].count > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
