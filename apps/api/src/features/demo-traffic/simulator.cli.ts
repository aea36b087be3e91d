import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import zipcodes from 'zipcodes';
import { loadConfig } from '../../platform/config';
import { DEMO_PUBLISHER_KEY_FILE } from '../marketplace';
import { startSimulator } from './simulator';

/**
 * `npm run simulate -- --rate 5 [--url http://localhost:3000] [--key vbp_…] [--seconds N]`: realistic
 * traffic through the publisher API of a running server. The key defaults to PUBLISHER_KEY, then the
 * embedded demo's DATA_DIR/demo-publisher.key.
 */
const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '5' },
    url: { type: 'string' },
    key: { type: 'string' },
    seconds: { type: 'string' },
    'call-speed-up': { type: 'string', default: '1' },
  },
});
const config = loadConfig();
const key =
  values.key ??
  process.env.PUBLISHER_KEY ??
  (await readFile(join(config.DATA_DIR, DEMO_PUBLISHER_KEY_FILE), 'utf8').catch(() => '')).trim();
if (!key) {
  console.error(
    'No publisher key: pass --key, set PUBLISHER_KEY, or start the embedded demo once (npm start).',
  );
  process.exit(2);
}
const baseUrl = values.url ?? `http://localhost:${config.PORT}`;
const simulator = startSimulator(
  {
    baseUrl,
    publisherKey: key,
    ratePerSecond: Number(values.rate),
    callSpeedUp: Number(values['call-speed-up']),
  },
  zipcodes,
);
console.info(`Sending about ${values.rate} offers a second to ${baseUrl} (Ctrl-C stops).`);
const report = setInterval(() => console.info(JSON.stringify(simulator.stats.byStatus)), 10_000);
const stop = async () => {
  clearInterval(report);
  await simulator.stop();
  console.info(`Sent ${simulator.stats.sent}: ${JSON.stringify(simulator.stats.byStatus)}`);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
if (values.seconds) setTimeout(() => void stop(), Number(values.seconds) * 1000);
