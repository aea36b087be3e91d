import { BackupProblem } from './backup-problem';

/** Runs a backup command: a BackupProblem is said in one message and exit 1; anything else throws. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof BackupProblem)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
