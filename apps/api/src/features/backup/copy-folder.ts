import { chmodSync, cpSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Copies a folder tree with each folder's mode (a PostgreSQL data folder must stay 0700): Node
 * 24's `fs.cpSync` keeps the files' modes but creates folders 0755, Node 20's keeps both.
 */
export function copyFolder(source: string, destination: string, filter?: (source: string) => boolean): void {
  cpSync(source, destination, { recursive: true, ...(filter && { filter }) });
  const keepModes = (from: string, to: string) => {
    chmodSync(to, statSync(from).mode & 0o7777);
    for (const entry of readdirSync(from, { withFileTypes: true }))
      if (entry.isDirectory() && (!filter || filter(join(from, entry.name))))
        keepModes(join(from, entry.name), join(to, entry.name));
  };
  keepModes(source, destination);
}
