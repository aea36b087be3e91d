import {
  allEndpoints,
  type Endpoint,
  ERROR_STATUS,
  type ErrorCode,
  errorCodesOf,
  operationIdOf,
  statusOfError,
} from '@vanbid/contract';

type JsonObject = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: unknown[];
  responses: Record<string, JsonObject>;
  'x-rate-limited'?: boolean;
}
/** The parts of an OpenAPI 3 document this file reads and completes. */
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, Operation>>>;
  components?: Record<string, JsonObject>;
}

const ENDPOINTS_BY_OPERATION_ID = new Map(
  allEndpoints.map((endpoint) => [operationIdOf(endpoint), endpoint]),
);

const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

const STATUS_TEXTS: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Not signed in, or the credential is not valid',
  403: 'Not allowed for this caller or account',
  404: 'Unknown, or of another account',
  408: 'The request took too long to arrive',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  414: 'The address is too long',
  415: 'The body is not of a media type this call takes',
  422: 'Refused by a rule of the product',
  429: 'Too many requests; retry after Retry-After seconds',
  431: 'The headers are too large',
  500: 'Failed inside the server',
  503: 'Unavailable for now (the database is away or the server is draining)',
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
};

const SECONDS = { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 } as const;

/** What the document declares once and every operation references. */
export const SHARED_COMPONENTS = {
  schemas: {
    ErrorEnvelope: {
      type: 'object',
      description: 'Every failed call answers this envelope with the status of its `Error.code`.',
      required: ['Status', 'Error'],
      properties: {
        Status: { type: 'string', enum: ['fail'] },
        Error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
            message: { type: 'string', maxLength: 2000, description: 'For the user; never a stack trace.' },
            fields: {
              type: 'object',
              description: 'The fields at fault and what is wrong with each (at most 10).',
              maxProperties: 10,
              additionalProperties: { type: 'string', maxLength: 200 },
            },
          },
        },
      },
    },
  },
  headers: {
    'X-RateLimit-Limit': { description: 'Requests allowed in the window', schema: SECONDS },
    'X-RateLimit-Remaining': { description: 'Requests left in the window', schema: SECONDS },
    'X-RateLimit-Reset': { description: 'Seconds until the window starts over', schema: SECONDS },
    'Retry-After': { description: 'Seconds to wait before trying again', schema: SECONDS },
  },
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'The session token of `proappLogin`: a JWS signed with HS256, following RFC8725 (the algorithm is pinned; `none` and any other are refused; `exp` is required and checked; the session version is checked on every call).',
    },
    publisherKey: {
      type: 'apiKey',
      in: 'header',
      name: 'x-publisher-key',
      description: "A lead or call publisher's key, issued by Vanbid and stored hashed.",
    },
    webhookSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'x-payload-digest',
      description:
        'The identity provider signs the body: the hex HMAC-SHA256 of its bytes under the shared secret.',
    },
  },
} as const;

const IDEMPOTENCY_KEY = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description: 'A retry with the same key and body replays the first answer and moves no money.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]{1,255}$' },
};

function errorAnswers(endpoint: Endpoint, rateLimited: boolean): Record<string, JsonObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(endpoint, { rateLimited })) {
    const status = statusOfError(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const answers: Record<string, JsonObject> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers: JsonObject | undefined =
      rateLimited && status < 500 ? { ...RATE_LIMIT_HEADERS } : undefined;
    if (status === 429 && headers) headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' };
    answers[status] = {
      description: `${STATUS_TEXTS[status] ?? 'Failed'}: ${codes.join(', ')}`,
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
    };
  }
  return answers;
}

/** The 200 of the operation: a file's media type where the endpoint `produces` one. */
function successAnswer(endpoint: Endpoint, answer: JsonObject | undefined, rateLimited: boolean): JsonObject {
  const success: JsonObject = endpoint.produces
    ? {
        description: `The file (${endpoint.produces})`,
        content: { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } },
      }
    : { ...answer, description: 'Done: `Data` of the envelope' };
  return rateLimited ? { ...success, headers: { ...RATE_LIMIT_HEADERS } } : success;
}

function completeOperation(operation: Operation): void {
  const endpoint = operation.operationId ? ENDPOINTS_BY_OPERATION_ID.get(operation.operationId) : undefined;
  if (!endpoint) throw new Error(`The operation ${operation.operationId} is not an endpoint of the contract`);
  const rateLimited = operation['x-rate-limited'] === true;
  delete operation['x-rate-limited'];
  const success = successAnswer(endpoint, operation.responses['200'], rateLimited);
  operation.responses = { 200: success, ...errorAnswers(endpoint, rateLimited) };
  if (endpoint.idempotent) operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY];
}

/** An integer's `format`: int32 where its bounds fit, int64 otherwise (ids, cents). */
function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) for (const child of node) addIntegerFormats(child);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'integer' && schema.format === undefined) {
    const fits = (bound: unknown) => typeof bound === 'number' && Math.abs(bound) <= 2 ** 31 - 1;
    schema.format = fits(schema.minimum) && fits(schema.maximum) ? 'int32' : 'int64';
  }
  for (const child of Object.values(schema)) addIntegerFormats(child);
}

/**
 * Completes the document Fastify's swagger builds from the routes: each operation's error answers
 * (the contract's `errorCodesOf`, all in the one `ErrorEnvelope`), the rate-limit headers where
 * the route keeps a limit, a file's media type, the `Idempotency-Key` of money calls and the
 * integers' formats.
 */
export function completeOpenApiDocument<T extends OpenApiDocument>(document: T): T {
  for (const pathItem of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const operation = pathItem[method];
      if (operation) completeOperation(operation);
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...SHARED_COMPONENTS.schemas },
    headers: { ...document.components?.headers, ...SHARED_COMPONENTS.headers },
    securitySchemes: { ...document.components?.securitySchemes, ...SHARED_COMPONENTS.securitySchemes },
  };
  addIntegerFormats(document);
  return document;
}
