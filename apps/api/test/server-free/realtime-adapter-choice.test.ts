import { describe, expect, it } from 'vitest';
import { realtimeAdapterOf } from '../../src/features/realtime/index';
import { loadConfig } from '../../src/platform/config';

const REAL_DATABASE = 'postgres://vanbid@db.internal:5432/vanbid';

describe('the Socket.IO adapter an API process uses', () => {
  it('is the memory one on the embedded demo of npm start, which is always one process', () => {
    expect(realtimeAdapterOf(loadConfig({ NODE_ENV: 'production' }))).toBe('memory');
  });

  it('is the PostgreSQL one on a real database, where several processes may run', () => {
    expect(realtimeAdapterOf(loadConfig({ NODE_ENV: 'production', DATABASE_URL: REAL_DATABASE }))).toBe(
      'postgres',
    );
  });

  it('is the configured one when REALTIME_ADAPTER is set', () => {
    expect(realtimeAdapterOf(loadConfig({ DATABASE_URL: REAL_DATABASE, REALTIME_ADAPTER: 'memory' }))).toBe(
      'memory',
    );
    expect(realtimeAdapterOf(loadConfig({ REALTIME_ADAPTER: 'postgres' }))).toBe('postgres');
  });
});
