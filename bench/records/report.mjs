// Prints the figures of bench/records and checks them against the targets.
const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1)).padStart(6);
const rate = (value) => value.toFixed(0).padStart(6);
const figures = (result) => `${ms(result.median)} ${ms(result.p95)} ${rate(result.perSecond)}`;
const check = (isMet) => (isMet ? 'met' : 'NOT MET');

function printTable(windows) {
  console.info(
    `\n${'window  request'.padEnd(50)}| API, 10 conn.        | pgbench, 10 conn.    | API/SQL | API, 1 conn.  | SQL, 1 conn.`,
  );
  console.info(
    `${''.padEnd(50)}| median    p95  req/s | median    p95   tx/s | thruput | median    p95 | median    p95`,
  );
  for (const { days, rows } of windows) {
    for (const row of rows) {
      const ratio = (row.api10.perSecond / row.sql10.perSecond).toFixed(2).padStart(6);
      const label = `${String(days).padStart(3)} d   ${row.name}`.padEnd(50);
      console.info(
        `${label}| ${figures(row.api10)} | ${figures(row.sql10)} | ${ratio}× | ${ms(row.api1.median)} ${ms(row.api1.p95)} | ${ms(row.sql1.median)} ${ms(row.sql1.p95)}`,
      );
    }
  }
  console.info(
    '(latencies in ms; SQL of a request = its page and totals statements run one after the other,',
  );
  console.info(' the API runs the two side by side on two pooled connections; its totals read the hourly');
  console.info(
    ' roll-up where the "raw totals SQL" counts and sums call_records itself; each figure is taken',
  );
  console.info(' in 2-second slices in turn with the other cases, so that outside load falls on all alike)');
}

function printTargets(windows) {
  console.info('\nTargets');
  for (const { days, rows } of windows) {
    const [page1, cursor, , totals] = rows;
    for (const row of [page1, cursor]) {
      const ratio = row.api10.perSecond / row.sql10.perSecond;
      console.info(
        `  ${days} d ${row.name}: API throughput ${ratio.toFixed(2)}× pgbench (≥ 0.30×): ${check(ratio >= 0.3)}`,
      );
    }
    const deep = cursor.api10.p95 / page1.api10.p95;
    const deep1 = cursor.api1.p95 / page1.api1.p95;
    console.info(
      `  ${days} d cursor deep page p95 / page 1 p95: ${deep.toFixed(2)}× at 10 conn., ${deep1.toFixed(2)}× at 1 (≤ 1.5×): ${check(deep <= 1.5 && deep1 <= 1.5)}`,
    );
    if (days === 30) {
      const ratio10 = totals.api10.p95 / totals.sql10.p95;
      const ratio1 = totals.api1.p95 / totals.sql1.p95;
      console.info(
        `  30 d heavy-account totals: API p95 ${ratio10.toFixed(2)}× raw SQL p95 at 10 conn., ${ratio1.toFixed(2)}× at 1 (≤ 2×): ${check(ratio10 <= 2 && ratio1 <= 2)}`,
      );
    }
  }
}

export function printReport({ windows, records, heavy, accounts, seconds, server, size, cpus, elapsed }) {
  console.info(
    `\nbench/records: ${records.toLocaleString('en-US')} call records (${size}), heavy account ${heavy.toLocaleString('en-US')}, ${accounts} other accounts; ${server}; ${cpus} CPUs; ${seconds} s per measurement`,
  );
  for (const { days, matching } of windows) {
    console.info(
      `  ${days} d filter (heavy account, its call campaigns): ${matching.toLocaleString('en-US')} matching records`,
    );
  }
  printTable(windows);
  printTargets(windows);
  console.info(`\nTotal ${(elapsed / 60).toFixed(1)} min`);
}
