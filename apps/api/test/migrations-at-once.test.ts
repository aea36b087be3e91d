import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../src/platform/db/database';
import { migrationsFolder, runMigrations } from '../src/platform/db/migrate';
import { onServer, urlOfDatabase } from './support/worker-database';

const name = `${inject('databasePrefix')}_m${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const pools: Database[] = [];

afterAll(async () => {
  await Promise.all(pools.map((db) => db.$client.end()));
  await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
});

describe('migrations on start', () => {
  it('let API processes that start at once on an empty database each come up, applying every migration once', async () => {
    await onServer((client) => client.query(`create database ${name}`));
    for (let index = 0; index < 3; index += 1) pools.push(createDatabase(urlOfDatabase(name), 2));

    const outcomes = await Promise.allSettled(pools.map((db) => runMigrations(db)));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const applied = await pools[0]!.execute(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
    expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
  });
});
