import type { BodyOf, Endpoint, ParamsOf, QueryOf } from './endpoint';

type Empty = Record<never, never>;

/** An input slot: absent when the endpoint has none, optional when it or every field is. */
type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : undefined extends T
    ? { [P in K]?: T }
    : Empty extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** What a client passes to call an endpoint (`{ params, query, body }`), typed from the contract. */
export type EndpointInput<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>>;

/** A client's options parameter: optional when nothing in it is required. */
export type OptionsArgument<T> = Empty extends T ? [options?: T] : [options: T];
