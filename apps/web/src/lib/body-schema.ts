import type { Endpoint } from '@vanbid/contract';

/** The contract's body schema of an endpoint, for a form to validate with the server's rules. */
export function bodySchemaOf<E extends Endpoint>(endpoint: E): NonNullable<E['body']> {
  if (!endpoint.body) throw new TypeError(`${endpoint.method} ${endpoint.path} takes no body`);
  return endpoint.body as NonNullable<E['body']>;
}
