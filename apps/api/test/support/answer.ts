import type { DataOf, Endpoint, ErrorBody, FailEnvelope } from '@vanbid/contract';
import type { LightMyRequestResponse } from 'fastify';

export type Envelope<E extends Endpoint> = { Status: 'ok'; Data: DataOf<E> } | FailEnvelope;

/** What an endpoint answered: the status and the parsed envelope, typed from the contract. */
export class Answer<E extends Endpoint> {
  readonly status: number;
  readonly headers: LightMyRequestResponse['headers'];
  #response: LightMyRequestResponse;
  #envelope: Envelope<E> | undefined;

  constructor(response: LightMyRequestResponse) {
    this.#response = response;
    this.status = response.statusCode;
    this.headers = response.headers;
  }

  /** The JSON envelope (`{Status, Data}` or `{Status, Error}`). */
  get envelope(): Envelope<E> {
    this.#envelope ??= this.#response.json() as Envelope<E>;
    return this.#envelope;
  }

  /** `Data` of an ok answer; a failed answer throws, naming its status and error. */
  get data(): DataOf<E> {
    const envelope = this.envelope;
    if (envelope.Status === 'ok') return envelope.Data;
    throw new Error(`Expected an ok answer, got ${this.status}: ${JSON.stringify(envelope.Error)}`);
  }

  /** `Error` of a failed answer; an ok answer throws. */
  get error(): ErrorBody {
    const envelope = this.envelope;
    if (envelope.Status === 'fail') return envelope.Error;
    throw new Error(`Expected a failed answer, got ${this.status} with Data`);
  }

  /** The body as text: a CSV, or anything that is not the envelope. */
  get text(): string {
    return this.#response.body;
  }

  /** The body's bytes (a PDF). */
  get bytes(): Buffer {
    return this.#response.rawPayload;
  }
}
