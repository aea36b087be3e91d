import { startSimulator } from './simulator';

/** The embedded demo's own traffic (`npm start`, `SIMULATOR=on`): a few offers a minute, calls fast-forwarded. */
export async function startDemoSimulator(baseUrl: string, publisherKey: string) {
  const zipcodes = await import('zipcodes');
  return startSimulator({ baseUrl, publisherKey, ratePerSecond: 0.15, callSpeedUp: 20 }, zipcodes);
}
