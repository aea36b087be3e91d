import { type ErrorCode, statusOfError } from '@vanbid/contract';

/** The one error type services throw; the error handler maps `code` to the status and envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return statusOfError(this.code);
  }
}

/** A record that is not there, or belongs to another account: the same answer (no oracle). */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}
