import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, listenForMissingMessages } from '../../src/providers/i18n/i18nProvider.ts';

afterEach(() => listenForMissingMessages(null));

describe('a key with no message', () => {
  it('shows the key, as before, and is heard by the listener (the UI tests fail on it)', () => {
    const heard: string[] = [];
    listenForMissingMessages((key) => heard.push(key));
    expect(i18nProvider.translate('lsm.nowhere.to_be_found', { smart_count: 2 })).toBe('lsm.nowhere.to_be_found');
    expect(heard).toEqual(['lsm.nowhere.to_be_found']);
  });

  it('is not missing when it has a message or a fallback', () => {
    const heard: string[] = [];
    listenForMissingMessages((key) => heard.push(key));
    expect(i18nProvider.translate('lsm.login.submit')).toBe('Sign in');
    expect(i18nProvider.translate('lsm.companies.statuses.Unknown', { _: 'Unknown' })).toBe('Unknown');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(heard).toEqual([]);
  });

  it('is not ready text react-admin passes through translate (a notification of plain words)', () => {
    const heard: string[] = [];
    listenForMissingMessages((key) => heard.push(key));
    expect(i18nProvider.translate('1 item added to the catalogue', { smart_count: 1 })).toBe('1 item added to the catalogue');
    expect(heard).toEqual([]);
  });
});
