import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The internal users' page walk (every page and tab at three widths, with axe) is the longest file of the browser
 * suite, and a file runs on one worker. In vitest's own order (the largest file first, when there is no cache, as on
 * CI) it started near the end, and the other worker sat idle while it walked: about a minute and a half of the
 * suite on a slow machine. It starts first here; every other file keeps vitest's order. (Both walks at once, one per
 * worker, made the merchant walk meet a fee-settings page at 390 px mid-layout: the walks stay apart.)
 */
const LONGEST = '/tests/e2e/accessibility.test.ts';

const isLongest = (file: TestSpecification) => file.moduleId.endsWith(LONGEST);

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}
