import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authenticatePublisher,
  createPublisher,
  demoPublisherNotice,
  ensureDemoPublisher,
  revokePublisher,
} from '../src/features/marketplace';
import { useTestApp } from './support/test-app';

const context = useTestApp();

describe('publisher keys', () => {
  it('creates a random key that is kept only as its hash', async () => {
    const first = await createPublisher(context.db, { name: 'Keys Inc' });
    const second = await createPublisher(context.db, { name: 'Keys Inc' });
    expect(first.key).not.toBe(second.key);
    expect(first.key.length).toBeGreaterThanOrEqual(4 + 43);
    const stored = await context.db.execute(sql`select row_to_json(p)::text as row from publishers p`);
    expect(stored.rows.map((row) => String(row.row)).join()).not.toContain(first.key);
    expect(await authenticatePublisher(context.db, first.key)).toMatchObject({ id: first.id });
  });

  it('refuses unknown, missing and revoked keys alike', async () => {
    const publisher = await createPublisher(context.db, { name: 'Revoke Me' });
    await expect(authenticatePublisher(context.db, undefined)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(authenticatePublisher(context.db, 'vbp_nope')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await revokePublisher(context.db, 'Revoke Me')).toBe(1);
    await expect(authenticatePublisher(context.db, publisher.key)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('keeps the demo publisher key in DATA_DIR and reuses it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vanbid-demo-publisher-'));
    try {
      const first = await ensureDemoPublisher(context.db, dataDir);
      const file = join(dataDir, 'demo-publisher.key');
      expect((await readFile(file, 'utf8')).trim()).toBe(first.key);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const again = await ensureDemoPublisher(context.db, dataDir);
      expect(again.key).toBe(first.key);
      expect((await authenticatePublisher(context.db, first.key)).name).toBe('Demo Traffic');

      // Issue #25, finding 11: the start says where the key is kept, once, and never prints the key.
      const firstNotice = demoPublisherNotice(first);
      expect(firstNotice).toContain(file);
      expect(firstNotice).not.toContain(first.key);
      expect(demoPublisherNotice(again)).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
