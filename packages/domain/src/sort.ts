// The `sort` parameter: `field:asc|desc` (docs/product.md §6).
import { SORT_DIRECTIONS, type SortDirection } from './constants';
import { FilterParseError } from './filter-error';
import { isFilterField } from './filter-language';

export type SortSpec = { field: string; direction: SortDirection };

/** `'time_created:desc'` → `{ field: 'time_created', direction: 'desc' }`; throws `FilterParseError` otherwise. */
export function parseSort(text: string): SortSpec {
  const [field = '', direction, ...rest] = text.split(':');
  const known = SORT_DIRECTIONS.find((candidate) => candidate === direction);
  if (!isFilterField(field) || !known || rest.length > 0) {
    throw new FilterParseError(
      'invalid_sort',
      text,
      `Invalid sort "${text}": expected field:asc or field:desc`,
    );
  }
  return { field, direction: known };
}

export function formatSort(sort: SortSpec): string {
  return `${sort.field}:${sort.direction}`;
}
