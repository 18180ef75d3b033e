import { describe, expect, it } from 'vitest';
import { certifiedMergeTarget } from '../../src/domain/globalItemMerge.ts';

const item = (id: number, verification: 'certified' | 'enriched' | 'unresolved', company_id: number | null = 7) => ({ id, verification, company_id });

describe('certified merge target', () => {
  it('is the one Certified item among two or more of its company', () => {
    expect(certifiedMergeTarget([item(1, 'unresolved'), item(2, 'certified'), item(3, 'enriched')])?.id).toBe(2);
  });

  it('is none with fewer than two items, no Certified item, or two of them', () => {
    expect(certifiedMergeTarget([item(2, 'certified')])).toBeNull();
    expect(certifiedMergeTarget([item(1, 'unresolved'), item(3, 'enriched')])).toBeNull();
    expect(certifiedMergeTarget([item(1, 'certified'), item(2, 'certified'), item(3, 'enriched')])).toBeNull();
  });

  it("refuses items of another company than the certified item's, unless it is platform-wide", () => {
    expect(certifiedMergeTarget([item(1, 'unresolved', 8), item(2, 'certified', 7)])).toBeNull();
    expect(certifiedMergeTarget([item(1, 'unresolved', 8), item(2, 'certified', null)])?.id).toBe(2);
  });
});
