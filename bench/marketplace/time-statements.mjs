// Times every statement at the driver (pg.Client#query), lock waits included: statement kind →
// total ms and count. Shared by profile.mjs and statement-times.mjs.
export function timeStatements(pg, kindOf) {
  const spent = new Map();
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function timed(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    const started = performance.now();
    const result = originalQuery.call(this, config, values, callback);
    if (text && typeof result?.then === 'function')
      result.then(
        () => {
          const kind = kindOf(text);
          const entry = spent.get(kind) ?? { ms: 0, count: 0 };
          entry.ms += performance.now() - started;
          entry.count += 1;
          spent.set(kind, entry);
        },
        () => {},
      );
    return result;
  };
  return spent;
}
