import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, toCsv } from './csv';

const row = (overrides: Record<string, unknown> = {}) =>
  Object.fromEntries(CSV_COLUMNS.map((column) => [column, overrides[column] ?? ''])) as Parameters<
    typeof toCsv
  >[0][number];

describe('toCsv', () => {
  it('writes a header row, then one line per item', () => {
    const text = toCsv([row({ id: 1, amount: 19.99, description: 'Funds added' })]);
    const [header, line] = text.split('\r\n');
    expect(header).toBe(CSV_COLUMNS.join(','));
    expect(line).toBe('1,,,,19.99,,,,Funds added,');
  });

  it('quotes commas, quotes and line breaks', () => {
    const line = toCsv([row({ description: 'Lead, "Richmond"\nmove' })])
      .split('\r\n')
      .slice(1)
      .join('\r\n');
    expect(line).toContain('"Lead, ""Richmond""\nmove"');
  });

  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    const line = toCsv([row({ description: '=HYPERLINK("x")', amount: -5 })]).split('\r\n')[1];
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain(',-5,');
  });
});
