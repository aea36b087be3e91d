import { describe, expect, it } from 'vitest';
import { recordColumns } from './records-columns';

const column = (field: string) => recordColumns('calls', 'America/New_York').find((c) => c.field === field)!;
const shown = (field: string, value: unknown) =>
  (column(field).valueFormatter as unknown as (value: unknown) => string)(value);

describe('the call log columns', () => {
  it('words a call status, never the code', () => {
    expect(shown('status', 'in_progress')).toBe('In progress');
    expect(shown('status', 'answered')).toBe('Answered');
    expect(shown('status', 'voicemail')).toBe('Voicemail');
    expect(shown('status', 'failed')).toBe('Did not connect');
  });
});
