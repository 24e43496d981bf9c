import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv';

// The library previews a CSV file as a table: the browser downloads text/csv rather than show it.
describe('parseCsv', () => {
  it('reads rows and cells, with LF or CRLF, and no row for the last line break', () => {
    expect(parseCsv('Month,kWh\nJanuary,61200\r\nApril,57800\n')).toEqual({
      rows: [
        ['Month', 'kWh'],
        ['January', '61200'],
        ['April', '57800'],
      ],
      total: 3,
    });
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('"Smith, Jo","said ""hi""\nthen left",\n').rows).toEqual([
      ['Smith, Jo', 'said "hi"\nthen left', ''],
    ]);
  });

  it('drops a byte order mark and keeps empty fields', () => {
    expect(parseCsv('\uFEFFa,,c').rows).toEqual([['a', '', 'c']]);
  });

  it('keeps the first rows up to the limit and counts them all', () => {
    const text = Array.from({ length: 10 }, (_, n) => `row ${n}`).join('\n');
    expect(parseCsv(text, 3)).toEqual({ rows: [['row 0'], ['row 1'], ['row 2']], total: 10 });
  });

  it('reads an empty file as no rows', () => {
    expect(parseCsv('')).toEqual({ rows: [], total: 0 });
  });
});
