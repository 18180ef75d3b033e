import { describe, expect, it } from 'vitest';
import type { ChannelName } from '../../src/domain/channelStatus.ts';
import { validateInternalStatus } from '../../src/resources/stores/home/internalStatusForm.ts';
import { newPauseValues, pauseBody, validatePause } from '../../src/resources/stores/home/pauseForm.ts';

const CHICAGO = 'America/Chicago';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the pause form', () => {
  it('accepts a preset and a chosen end in the future', () => {
    const validate = validatePause('DoorDash', CHICAGO);
    expect(validate(newPauseValues(new Date()))).toEqual({});
    expect(validate({ choice: 'custom', custom_end: inMinutes(90) })).toEqual({});
  });

  it('refuses a chosen end in the past or unfinished, on the date field', () => {
    const validate = validatePause('all', CHICAGO);
    expect(validate({ choice: 'custom', custom_end: inMinutes(-5) })).toEqual({ custom_end: 'lsm.store_home.pause_dialog.in_the_past' });
    expect(validate({ choice: 'custom', custom_end: null })).toEqual({ custom_end: 'lsm.store_home.pause_dialog.in_the_past' });
  });

  it('checks the body against the contract of PUT /stores/{id}/status', () => {
    // a channel the contract does not name
    const validate = validatePause('Deliveroo' as ChannelName, CHICAGO);
    expect(validate({ choice: '1h', custom_end: null })).toEqual({ dsp_name: 'lsm.forms.validation.choice' });
  });

  it('sends the end as an ISO instant, a preset counted from the moment of sending', () => {
    const before = Date.now();
    const body = pauseBody('UberEats', { choice: '30m', custom_end: null }, CHICAGO);
    expect(body.dsp_name).toBe('UberEats');
    expect(body.is_active).toBe(false);
    expect(new Date(body.pause_end ?? '').getTime() - before).toBeGreaterThanOrEqual(29 * 60_000);
  });
});

describe('the internal status form', () => {
  it('checks the status against the contract of PUT /stores/{id}/internal_status: one must be named', () => {
    expect(validateInternalStatus({ storeStatus: 'closed' })).toEqual({});
    expect(validateInternalStatus({ storeStatus: '' })).toEqual({ storeStatus: 'ra.validation.required' });
  });
});
