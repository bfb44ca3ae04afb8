import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","Click")',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('turns %j, which a spreadsheet would run, into text', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('keeps a formula character that is not at the start', () => {
    expect(csvCell('dana+news@example.com')).toBe('"dana+news@example.com"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('quotes every cell and doubles the quotes inside it', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('')).toBe('""');
  });
});

describe('toCsv', () => {
  it('writes the header and the rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Email', 'Confirmed at'],
        [
          ['-dana@example.com', '2026-01-02T03:04:05.000Z'],
          ['jo@example.com', null],
        ],
      ),
    ).toBe(
      '"Email","Confirmed at"\r\n' +
        `"'-dana@example.com","2026-01-02T03:04:05.000Z"\r\n` +
        '"jo@example.com",""\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['Email'], [])).toBe('"Email"\r\n');
  });
});
