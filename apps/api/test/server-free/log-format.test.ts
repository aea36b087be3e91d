import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import { logStreamFor } from '../../src/platform/log-format';

const REAL_DATABASE = 'postgres://vanbid@db.internal:5432/vanbid';

/** What one log line looks like through the chosen stream: JSON (no stream: stdout as is) or readable. */
function lineLooks(env: Record<string, string>, isTerminal: boolean): 'json' | 'readable' {
  const stream = logStreamFor(loadConfig(env), isTerminal);
  return stream === undefined ? 'json' : 'readable';
}

describe('the log format', () => {
  it('is readable on a terminal in development and on the embedded demo of npm start', () => {
    expect(lineLooks({ NODE_ENV: 'development' }, true)).toBe('readable');
    expect(lineLooks({ NODE_ENV: 'production' }, true)).toBe('readable');
  });

  it('is JSON when stdout is not a terminal, or in production on a real database', () => {
    expect(lineLooks({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(lineLooks({ NODE_ENV: 'production', DATABASE_URL: REAL_DATABASE }, true)).toBe('json');
  });

  it('follows LOG_FORMAT when set', () => {
    expect(lineLooks({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(
      lineLooks({ NODE_ENV: 'production', DATABASE_URL: REAL_DATABASE, LOG_FORMAT: 'pretty' }, false),
    ).toBe('readable');
  });
});
