#!/usr/bin/env node
// `npm run bench [name...]`: runs the benchmarks under bench/ (each prints its own figures).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const available = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : available;
let failed = 0;
for (const name of chosen) {
  const entry = ['index.mjs', 'index.ts'].map((file) => join(here, name, file)).find(existsSync);
  if (!entry) {
    console.error(`No benchmark named ${name} (have: ${available.join(', ')})`);
    failed++;
    continue;
  }
  console.info(`\n=== bench/${name} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', entry], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
