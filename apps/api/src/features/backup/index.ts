export { createBackup, type DataLocation } from './backup';
export { BackupProblem } from './backup-problem';
export { storedFileKeys } from './files-store';
export type { BackupManifest } from './manifest';
export { restoreBackup } from './restore';
