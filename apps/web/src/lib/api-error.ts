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

const TOO_LONG_MESSAGE =
  'This request is too long for Vanbid. Choose fewer campaigns or a shorter search, then try again.';
/** Answers from the edge of the server (or a proxy) whose own words mean nothing to a person. */
const EDGE_ANSWERS: Record<number, { code: string; message: string }> = {
  408: { code: 'REQUEST_TIMEOUT', message: 'Your connection was too slow to send this. Please try again.' },
  414: { code: 'URI_TOO_LONG', message: TOO_LONG_MESSAGE },
  431: { code: 'HEADERS_TOO_LARGE', message: TOO_LONG_MESSAGE },
};

/** The one place that turns a failed answer into an `ApiError` (docs/product.md §10). */
export function parseError(status: number, body: unknown): ApiError {
  const parsed = failEnvelope.safeParse(body);
  const edge = EDGE_ANSWERS[status];
  if (edge) return new ApiError(status, parsed.success ? parsed.data.Error.code : edge.code, edge.message);
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
