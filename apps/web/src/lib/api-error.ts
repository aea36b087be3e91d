import { failEnvelope } from '@vanbid/contract';

/** A failed call, whatever the cause: the server's error envelope, a bad answer or no network. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Vanbid. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const UNAVAILABLE_MESSAGE = 'Vanbid is briefly unavailable. Please try again in a moment.';

/** The one place that turns a failed answer into an `ApiError` (docs/product.md §10). */
export function parseError(status: number, body: unknown): ApiError {
  const parsed = failEnvelope.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.Error;
    return new ApiError(status, code, message, fields ?? {});
  }
  if (status === 503) return new ApiError(status, 'UNAVAILABLE', UNAVAILABLE_MESSAGE);
  return new ApiError(status, 'INTERNAL', UNEXPECTED_MESSAGE);
}

export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNEXPECTED_MESSAGE;
}
