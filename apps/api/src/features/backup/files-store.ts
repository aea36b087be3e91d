import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BackupProblem } from './backup-problem';
import { copyFolder } from './copy-folder';
import type { FilesPart } from './manifest';

const COPY_FOLDER = 'files';
/** The local store's half-written files (`.tmp/`): never part of a backup. */
const TEMPORARY = '.tmp';

/** The stored files under `root` (their content types in `.meta/` are not counted). */
function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(root, path));
    }
  };
  for (const entry of readdirSync(root, { withFileTypes: true }))
    if (entry.isDirectory() && !entry.name.startsWith('.')) walk(join(root, entry.name));
    else if (entry.isFile()) found.push(entry.name);
  return found.sort();
}

/** The stored files' keys, sorted (for a check after a restore). */
export function storedFileKeys(filesDir: string): string[] {
  return listFiles(filesDir);
}

/** Copies the local files store (`DATA_DIR/files`) into the backup. */
export function copyFilesOut(filesDir: string, folder: string): FilesPart {
  const files = listFiles(filesDir);
  if (existsSync(filesDir))
    copyFolder(filesDir, join(folder, COPY_FOLDER), (source) => source !== join(filesDir, TEMPORARY));
  const bytes = files.reduce((sum, file) => sum + statSync(join(filesDir, file)).size, 0);
  return { storage: 'local', folder: COPY_FOLDER, count: files.length, bytes };
}

export function assertFilesReplaceable(filesDir: string, force: boolean): void {
  const count = listFiles(filesDir).length;
  if (count > 0 && !force)
    throw new BackupProblem(
      `${filesDir} already holds ${count} stored files. Restore into a DATA_DIR without them, or add --force ` +
        'to move them aside (to files.before-restore-…, not deleted).',
    );
}

/** Puts the backup's files in `filesDir` (files there are moved aside, never deleted). */
export function restoreFiles(
  folder: string,
  part: Extract<FilesPart, { storage: 'local' }>,
  filesDir: string,
  onNotice: (message: string) => void,
): void {
  if (existsSync(filesDir) && readdirSync(filesDir).length > 0) {
    const aside = `${filesDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(filesDir, aside);
    onNotice(`The files that were in ${filesDir} are now in ${aside}.`);
  }
  const copy = join(folder, part.folder);
  if (existsSync(copy)) copyFolder(copy, filesDir);
}
