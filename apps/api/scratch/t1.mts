import { connectDatabase } from '/work/main/apps/api/src/platform/db/connect';
const t = Date.now();
const h = await connectDatabase({ DATA_DIR: '/tmp/x' }, { inMemory: true });
console.log('migrated in', Date.now() - t);
const r = await h.db.$client.query('select count(*)::int8 as n, now() from accounts');
console.log(r.rows);
await h.close();
console.log('closed');
