import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The URL of the embedded PostgreSQL of the server under test (port from `postmaster.pid`). */
export function serverDatabaseUrl(): string {
  const dataDir = inject('dataDir');
  const port = readFileSync(join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const password = readFileSync(join(dataDir, 'pgdata.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Runs an operator command (`npm run <script> -- args`) against the server's database; its stdout. */
export function runOperatorCommand(script: string, args: string[]): string {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  return execFileSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...environment, DATABASE_URL: serverDatabaseUrl(), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
