// The typed error of the filter language (docs/product.md §6).

export type FilterParseErrorReason =
  | 'empty_rule'
  | 'missing_field'
  | 'invalid_field'
  | 'missing_operator'
  | 'unknown_operator'
  | 'missing_value'
  | 'unexpected_value'
  | 'empty_value'
  | 'dangling_escape'
  | 'invalid_escape'
  | 'invalid_sort';

/** Thrown by `parseFilter` and `parseSort`. `part` is the offending rule, or the operator or field it names. */
export class FilterParseError extends Error {
  override readonly name = 'FilterParseError';
  readonly reason: FilterParseErrorReason;
  readonly part: string;

  constructor(reason: FilterParseErrorReason, part: string, message: string) {
    super(message);
    this.reason = reason;
    this.part = part;
  }
}
