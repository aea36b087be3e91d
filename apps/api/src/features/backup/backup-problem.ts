/**
 * Why a backup or a restore cannot go on, said to the operator as it is (no stack trace): a
 * missing program, a database that is not empty, a running API, a backup of another kind.
 */
export class BackupProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupProblem';
  }
}
