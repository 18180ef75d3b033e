import { describe, expect, it } from 'vitest';
import { menuHoursOfDraft, menuWeekDraft, setMenuDayOpen } from '../../src/resources/menus/hours/menuWeek.ts';
import { bodyOfDraft, changeBlock, draftIsComplete, newRule, previewBodyOfDraft } from '../../src/resources/menus/rules/ruleDraft.ts';

describe('menu week draft', () => {
  it('round-trips stored hours with their ids, sorted, and drops closed entries', () => {
    const draft = menuWeekDraft([
      { id: 7, day_of_week: 1, open_time: '13:00', close_time: '15:00' },
      { id: 6, day_of_week: 1, open_time: '06:00', close_time: '11:00' },
      { id: 8, day_of_week: 3, open_time: '00:00', close_time: '00:00', is_closed: true },
    ]);
    expect(draft[1].open).toBe(true);
    expect(draft[3].open).toBe(false);
    expect(menuHoursOfDraft(draft)).toEqual([
      { id: 6, open_time: '06:00', close_time: '11:00', day_of_week: 1 },
      { id: 7, open_time: '13:00', close_time: '15:00', day_of_week: 1 },
    ]);
  });

  it('opens an empty day at the menu default 10:00-17:00', () => {
    const opened = setMenuDayOpen(menuWeekDraft([]), 4, true);
    expect(menuHoursOfDraft(opened)).toEqual([{ open_time: '10:00', close_time: '17:00', day_of_week: 4 }]);
  });
});

describe('rules draft', () => {
  it('leaves blocks without values out of the preview, and is incomplete until every block has one', () => {
    const rule = newRule('add');
    const withValue = changeBlock(rule, rule.blocks[0].key, { values: ['Bakery'] });
    const empty = newRule('remove');
    expect(draftIsComplete([withValue, empty])).toBe(false);
    expect(previewBodyOfDraft([withValue, empty])).toEqual([{ type: 'add', blocks: [{ operation_id: 1, subject: 'category', operator: 'equal', values: ['Bakery'] }] }]);
  });

  it('a new subject keeps only an operator it accepts and starts without values', () => {
    const rule = newRule('add');
    const contains = changeBlock(changeBlock(rule, rule.blocks[0].key, { operator: 'contains', values: ['bread'] }), rule.blocks[0].key, { subject: 'price' });
    expect(bodyOfDraft([contains])[0].blocks[0]).toMatchObject({ subject: 'price', operator: 'equal', values: [] });
  });
});
