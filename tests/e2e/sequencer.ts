import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (CI on a slow 2-core machine, 2026-11-30: 107, 78, 67, 55, 52,
 * 48, 45, 43, 42, 40, 38, 36 and 35 s; the other eleven files 17-29 s). Without a record of earlier runs, as on CI,
 * vitest starts the largest file first, and a file's size says little of how long its browser takes: the long ones
 * started late and one worker sat idle while the other finished (the internal users' page walk alone once cost a
 * minute and a half that way). Started longest first, the two workers end within a short file of each other.
 *
 * The internal users' walk is first and the merchants' walk last of the list: both walks at once, one per worker,
 * made the merchant walk meet a fee-settings page at 390 px mid-layout, so they stay apart (the merchants' walk
 * starts once more than the internal walk's length of other files has run).
 */
const LONGEST_FIRST = [
  'accessibility',
  'auth',
  'channels',
  'analytics',
  'inventory',
  'menus',
  'matching',
  'banners',
  'modifierGroups',
  'feeRules',
  'globalItems',
  'companies',
  'accessibilityMerchant',
].map((name) => `/tests/e2e/${name}.test.ts`);

const rank = (file: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the files not listed keep vitest's order, after the listed ones.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
