// After the load: nothing lost, nothing sold twice, no wallet below zero, the ledger consistent,
// for leads and calls.

async function scalar(db, text, values = []) {
  const result = await db.$client.query(text, values);
  return Object.values(result.rows[0] ?? { value: null })[0];
}

export async function checkInvariants(db, { answers, sent, publisherId, calls = [], callFailures = [] }) {
  const report = [];
  let failed = false;
  const check = (label, problems) => {
    report.push(`${problems === 0 ? 'ok  ' : 'FAIL'} ${label}${problems === 0 ? '' : `: ${problems}`}`);
    if (problems !== 0) failed = true;
  };

  const offers = new Map(
    (
      await db.$client.query(
        `select external_id, id, buyers from marketplace_offers where publisher_id = $1 and kind = 'lead'`,
        [publisherId],
      )
    ).rows.map((row) => [row.external_id, row]),
  );
  const answered = answers.filter((answer) => answer.status === 200 || answer.status === 422);
  const accepted = new Set(answered.map((answer) => answer.externalId));
  let lost = 0;
  let mismatched = 0;
  for (const answer of answered) {
    const offer = offers.get(answer.externalId);
    if (!offer) lost += 1;
    else if (
      answer.status === 200 &&
      (offer.buyers !== answer.data.buyers || Number(offer.id) !== answer.data.lead_id)
    )
      mismatched += 1;
    else if (answer.status === 422 && offer.buyers !== 0) mismatched += 1;
  }
  check(
    `lost: every answered lead (${accepted.size}) has its offer row and the answer agrees with it`,
    lost + mismatched,
  );
  check(
    `failed requests (not 200, 400 or 422): ${answers.length - answered.length - answers.filter((answer) => answer.status === 400).length}`,
    answers.length - answered.length - answers.filter((answer) => answer.status === 400).length,
  );
  const inFlight = [...offers.keys()].filter((id) => !accepted.has(id) && sent.has(id)).length;
  report.push(`info ${inFlight} leads were in flight when the load stopped (decided after it, not lost)`);

  const byId = new Map();
  let retriedDiffer = 0;
  for (const answer of answered) {
    const key = `${answer.status}:${answer.status === 200 ? answer.data.lead_id : answer.data.fields?.reason}`;
    if (byId.has(answer.externalId) && byId.get(answer.externalId) !== key) retriedDiffer += 1;
    byId.set(answer.externalId, key);
  }
  const retried = [...sent.values()].filter((count) => count > 1).length;
  check(`double: ${retried} retried leads answered alike`, retriedDiffer);
  const uneven = await db.$client.query(
    `select o.external_id, o.buyers, (select count(*) from marketplace_decisions d where d.offer_id = o.id and d.is_won) as won
     from marketplace_offers o where o.buyers <> (select count(*) from marketplace_decisions d where d.offer_id = o.id and d.is_won) limit 3`,
  );
  for (const row of uneven.rows)
    report.push(`     offer ${row.external_id}: buyers ${row.buyers}, won decisions ${row.won}`);
  check(
    'double: won decisions per offer = its buyers',
    Number(
      await scalar(
        db,
        `select count(*) from marketplace_offers o where o.buyers <> (select count(*) from marketplace_decisions d where d.offer_id = o.id and d.is_won)`,
      ),
    ),
  );
  check(
    'double: one lead record per won decision, none shared',
    Number(
      await scalar(
        db,
        `select (select count(*) from lead_records) - (select count(distinct d.record_id) from marketplace_decisions d
           join marketplace_offers o on o.id = d.offer_id and o.kind = 'lead' where d.is_won and d.record_id is not null)`,
      ),
    ),
  );
  const overLimit = await db.$client.query(
    `select s.campaign_id, s.day, s.spent, c.leads_limit_cents as limit, s.sales from (
       select r.campaign_id, (r.time_created at time zone 'America/New_York')::date as day,
         sum(r.payout_cents) as spent, count(*) as sales
       from lead_records r join marketplace_decisions d on d.record_id = r.id and d.is_won
       join marketplace_offers o on o.id = d.offer_id and o.kind = 'lead' and o.external_id not like 'raw-%'
       group by 1, 2) s join campaigns c on c.id = s.campaign_id
     where s.spent > c.leads_limit_cents`,
  );
  for (const row of overLimit.rows.slice(0, 3))
    report.push(
      `     campaign ${row.campaign_id} on ${row.day.toISOString?.().slice(0, 10) ?? row.day}: spent ${row.spent} of ${row.limit} cents in ${row.sales} sales`,
    );
  check('limit: campaign days on which the API’s sales passed the daily limit', overLimit.rows.length);
  check(
    'negative: wallets below zero',
    Number(await scalar(db, 'select count(*) from wallets where balance_cents < 0')),
  );
  check(
    'ledger: transactions whose lines do not sum to zero',
    Number(
      await scalar(
        db,
        `select count(*) from (select t.id from transactions t left join ledger_entries l on l.transaction_id = t.id group by t.id having coalesce(sum(l.amount_cents), 0) <> 0 or count(l.id) < 2) x`,
      ),
    ),
  );
  check(
    'ledger: wallets that differ from their ledger lines',
    Number(
      await scalar(
        db,
        `select count(*) from wallets w left join (select account_id, sum(amount_cents) s from ledger_entries where ledger_account = 'wallet' group by 1) l using (account_id) where w.balance_cents <> coalesce(l.s, 0)`,
      ),
    ),
  );
  check(
    'ledger: campaigns whose lead and call charges differ from their charged records or the spend roll-up',
    Number(
      await scalar(
        db,
        `with charged as (
           select campaign_id, payout_cents from lead_records where charged
           union all select campaign_id, payout_cents from call_records where charged)
         select count(*) from campaigns c
         where coalesce((select sum(amount_cents) from transactions t where t.campaign_id = c.id and t.type in ('lead', 'call')), 0)
            <> coalesce((select sum(payout_cents) from charged r where r.campaign_id = c.id), 0)
            or coalesce((select sum(payout_cents) from charged r where r.campaign_id = c.id), 0)
            <> coalesce((select sum(payout_cents) from campaign_spend_days s where s.campaign_id = c.id), 0)`,
      ),
    ),
  );
  if (calls.length > 0) {
    for (const failure of callFailures.slice(0, 3))
      report.push(
        `     call request answered ${failure.status}: ${JSON.stringify(failure.data).slice(0, 200)}`,
      );
    check(`calls: failed requests (not 200 or 422): ${callFailures.length}`, callFailures.length);
    await checkCalls(db, calls, check, report);
  }
  const totals = await db.$client.query(
    `select count(*) filter (where buyers > 0) as sold, count(*) filter (where buyers = 0) as unsold, coalesce(sum(buyers), 0) as sales from marketplace_offers where publisher_id = $1 and external_id not like 'raw-%'`,
    [publisherId],
  );
  report.unshift(
    `API leads: ${totals.rows[0].sold} sold (${totals.rows[0].sales} sales), ${totals.rows[0].unsold} unsold`,
  );
  return { report, failed };
}

/** Every call's answers agree with its row and record; a charge is written once; replays alike. */
async function checkCalls(db, calls, check, report) {
  const ended = calls.filter((call) => call.ended?.status === 200);
  const rows = new Map(
    (
      await db.$client.query(
        `select o.id, o.call_state, r.charged, r.payout_cents,
           (select count(*) from transactions t where t.type = 'call' and t.description like 'Call #' || r.id || ' %')::int as charges
         from marketplace_offers o left join call_records r on r.id = o.call_record_id
         where o.id = any($1::bigint[])`,
        [ended.map((call) => call.ended.data.call_id)],
      )
    ).rows.map((row) => [Number(row.id), row]),
  );
  let disagree = 0;
  let chargedTwice = 0;
  for (const call of ended) {
    const row = rows.get(call.ended.data.call_id);
    const answer = call.ended.data;
    if (!row) {
      disagree += 1;
      continue;
    }
    if (
      row.call_state !== 'ended' ||
      row.charged !== answer.charged ||
      Number(row.payout_cents) !== Math.round(answer.payout * 100)
    )
      disagree += 1;
    if (row.charges !== (answer.charged ? 1 : 0)) chargedTwice += 1;
  }
  check(`calls: every ended call (${ended.length}) is ended in the database as its answer says`, disagree);
  check('calls: each charged call is one billed item, an uncharged one none', chargedTwice);
  const resent = ended.filter((call) => call.resent);
  check(
    `calls: ${resent.length} ended events sent twice replayed alike`,
    resent.filter(
      (call) =>
        call.resent.status !== 200 ||
        !call.resent.data.replayed ||
        call.resent.data.charged !== call.ended.data.charged ||
        call.resent.data.payout !== call.ended.data.payout,
    ).length,
  );
  const live = await scalar(
    db,
    `select count(*) from call_records where status in ('ringing', 'in_progress')`,
  );
  report.push(`info ${live} calls still live after the load (offered, not ended when it stopped)`);
}
