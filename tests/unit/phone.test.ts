import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRY_PREFIX, formatPhone, stripCountryPrefix, toStoredPhone } from '../../src/domain/phone.ts';

describe('toStoredPhone', () => {
  it.each([
    '(555) 123-4567',
    '555-123-4567',
    '555.123.4567',
    '5551234567',
    ' 555 123 4567 ',
    '+15551234567',
    '+1 (555) 123-4567',
    '15551234567',
    '1-555-123-4567',
  ])('stores %j as +15551234567', (input) => {
    expect(toStoredPhone(input)).toBe('+15551234567');
  });

  it.each([
    '555-1234',
    '123456789',
    '555123456789',
    '25551234567',
    '+5551234567',
    '+445551234567',
    '555-123-4567 ext 5',
    'call 5551234567',
    '+1555123456',
    '',
    '   ',
    '+',
  ])('refuses %j', (input) => {
    expect(toStoredPhone(input)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(toStoredPhone(null)).toBeNull();
    expect(toStoredPhone(undefined)).toBeNull();
  });

  it('keeps a 10-digit number that starts with 1 whole', () => {
    expect(toStoredPhone('1234567890')).toBe('+11234567890');
  });
});

describe('formatPhone', () => {
  it('formats the stored form and other US forms', () => {
    expect(PHONE_COUNTRY_PREFIX).toBe('+1');
    expect(formatPhone('+15551234567')).toBe('(555) 123-4567');
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('(555) 123-4567')).toBe('(555) 123-4567');
  });

  it('is tolerant of missing values and garbage', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('n/a')).toBe('n/a');
    expect(formatPhone('+445551234567')).toBe('+445551234567');
  });
});

describe('stripCountryPrefix', () => {
  it('strips the first two characters of the stored form', () => {
    expect(stripCountryPrefix('+15551234567')).toBe('5551234567');
  });

  it('leaves other values alone', () => {
    expect(stripCountryPrefix('5551234567')).toBe('5551234567');
    expect(stripCountryPrefix('+445551234567')).toBe('+445551234567');
    expect(stripCountryPrefix('')).toBe('');
    expect(stripCountryPrefix(null)).toBe('');
    expect(stripCountryPrefix(undefined)).toBe('');
  });
});
