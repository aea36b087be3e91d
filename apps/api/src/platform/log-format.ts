import pinoPretty from 'pino-pretty';
import type { Config } from './config';

/**
 * Where the log lines go: one JSON object a line (stdout) for machines, or readable lines for a
 * person at a terminal. `LOG_FORMAT` decides; unset, readable when stdout is a terminal and this is
 * not production, or is the embedded demo (`npm start` runs with NODE_ENV=production).
 */
export function logStreamFor(
  config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV' | 'DATABASE_URL'>,
  isTerminal = process.stdout.isTTY === true,
): { write(line: string): void } | undefined {
  const isEmbeddedDemo = config.DATABASE_URL === undefined;
  const format =
    config.LOG_FORMAT ??
    (isTerminal && (config.NODE_ENV !== 'production' || isEmbeddedDemo) ? 'pretty' : 'json');
  if (format === 'json') return undefined;
  return pinoPretty({
    colorize: isTerminal,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
  });
}
