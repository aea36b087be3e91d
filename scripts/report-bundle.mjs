#!/usr/bin/env node
// After `vite build`: the gzip size of the JS the login page loads (the entry chunk, its static
// imports, and the login route's lazy chunk with its static imports), of the signed-in shell's
// (the entry, the portal layout and the signed-in layout with their static imports: what every
// signed-in page loads before its own chunk), and of all JS. Each has a budget (issue #17).
// Reads Vite's manifest (apps/web/dist/.vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 170;
const SHELL_TARGET_KB = 300;
const dist = resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: build with build.manifest = true.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files of a chunk and everything it imports statically. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const loginKeys = Object.keys(manifest).filter((key) => /features\/auth\/pages\/login-page\.tsx$/.test(key));
if (entryKeys.length === 0 || loginKeys.length === 0) {
  console.error('The manifest names no entry or no login page chunk.');
  process.exit(1);
}

const loginFiles = [...staticClosure([...entryKeys, ...loginKeys])].map((key) => manifest[key].file);
const loginBytes = loginFiles
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipBytes(file), 0);
const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
  file.endsWith('.js'),
);
const totalBytes = allJs.reduce((sum, file) => sum + gzipBytes(file), 0);

const verdict = loginBytes <= TARGET_KB * 1024 ? 'ok' : 'OVER TARGET';
console.info(`Login page JS: ${kb(loginBytes)} gzip (target ≤ ${TARGET_KB} KB) — ${verdict}`);
for (const file of loginFiles.filter((f) => f.endsWith('.js')))
  console.info(`  ${file.padEnd(48)} ${kb(gzipBytes(file))}`);

const shellKeys = Object.keys(manifest).filter((key) =>
  /app\/layouts\/(portal|signed-in)-layout\.tsx$/.test(key),
);
if (shellKeys.length !== 2) {
  console.error('The manifest names no portal or signed-in layout chunk.');
  process.exit(1);
}
const shellFiles = [...staticClosure([...entryKeys, ...shellKeys])]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'));
const shellBytes = shellFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
const shellVerdict = shellBytes <= SHELL_TARGET_KB * 1024 ? 'ok' : 'OVER TARGET';
console.info(
  `Signed-in shell JS: ${kb(shellBytes)} gzip in ${shellFiles.length} files (target ≤ ${SHELL_TARGET_KB} KB) — ${shellVerdict}`,
);
console.info(`All JS: ${kb(totalBytes)} gzip in ${allJs.length} files`);
