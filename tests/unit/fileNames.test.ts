import { describe, expect, it } from 'vitest';
import { itemsCsvFileName, safeFileName } from '../../src/domain/fileNames.ts';

describe('download file names', () => {
  it('names the items export after the company, sanitised', () => {
    expect(itemsCsvFileName('Corner Market')).toBe('Corner_Market_items.csv');
    expect(itemsCsvFileName("Ben & Jerry's / Häagen-Dazs")).toBe('Ben_Jerry_s_Haagen-Dazs_items.csv');
    expect(itemsCsvFileName('  ')).toBe('export_items.csv');
  });

  it('keeps letters, digits, dots, dashes and underscores only', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(safeFileName('v1.2-final_x')).toBe('v1.2-final_x');
    expect(safeFileName('__x__')).toBe('x');
  });
});
