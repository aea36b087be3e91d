// `npm run bench deliveries`: only the marketplace bench's run with lead delivery off and on (see
// bench/marketplace/deliveries.mjs), on a throwaway embedded PostgreSQL; BENCH_SECONDS (60) each,
// BENCH_CONNECTIONS (400), BENCH_DELIVERY_ROUNDS (1) pairs.

import { startEmbeddedPostgres } from '../../apps/api/src/platform/db/embedded/embedded-postgres.ts';
import { JWT_SECRET, startApi, waitForServer } from '../marketplace/api-process.mjs';
import { benchDeliveries } from '../marketplace/deliveries.mjs';

const servers = [];
// BENCH_API_PROFILE=DIR writes each API process's CPU profile there.
const profile = process.env.BENCH_API_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE}`]
  : [];
const embedded = await startEmbeddedPostgres();
try {
  await benchDeliveries({
    embeddedUrl: embedded.url,
    dataDir: embedded.dataDir,
    seconds: Number(process.env.BENCH_SECONDS ?? 60),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 400),
    jwtSecret: JWT_SECRET,
    startApi: (url, port, env) => {
      const server = startApi(profile, url, port, env);
      servers.push(server);
      return server;
    },
    waitForServer,
  });
} finally {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
  await embedded.stop();
}
process.exit(0);
