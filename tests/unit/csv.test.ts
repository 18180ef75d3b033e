import { describe, expect, it } from 'vitest';
import { csvCell, csvCellValue, csvLine } from '../../src/domain/csv.ts';

describe('csvCell: the one rule of every CSV export', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1+cmd|calc', "'+1+cmd|calc"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', `"'\rReturn"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('defuses a formula-leading cell %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([['-4.5'], ['-12'], ['Plain name'], ['a=b'], ['Soda, 12 oz']])('leaves %j as it is (quoted only when needed)', (value) => {
    expect(csvCell(value)).toBe(value.includes(',') ? `"${value}"` : value);
  });

  it('writes numbers, empties and lines', () => {
    expect(csvLine([1, -2.5, null, undefined, true, '=x'])).toBe("1,-2.5,,,true,'=x\r\n");
  });

  it('reads a defused cell back as its value, and leaves other apostrophes', () => {
    expect(csvCellValue("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(csvCellValue("'tis the season")).toBe("'tis the season");
    expect(csvCellValue("'-4.5")).toBe("'-4.5");
  });
});
