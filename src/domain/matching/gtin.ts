/**
 * Product codes as stores write them (UPC-A, EAN-13, GTIN-14, EAN-8, UPC-E, and the 11 digits a
 * spreadsheet leaves of a UPC-A) turned into GTIN-14 with a verified check digit (gs1.org).
 */

/** GS1 check digit of a code's digits without their check digit: weights 3 and 1 from the right. */
export function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the code's last digit is the check digit of the rest. */
export function hasValidCheckDigit(code: string): boolean {
  return /^\d{2,}$/.test(code) && checkDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48;
}

const toGtin14 = (code: string) => code.padStart(14, '0');

/**
 * UPC-E (8 digits: number system 0 or 1, six digits, check digit) expanded to its 12-digit UPC-A by zero
 * suppression; null when it is not a UPC-E.
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const system = code[0];
  const [d1, d2, d3, d4, d5, d6] = code.slice(1, 7);
  const check = code[7];
  let body: string;
  if (d6 === '0' || d6 === '1' || d6 === '2') body = `${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  else if (d6 === '3') body = `${d1}${d2}${d3}00000${d4}${d5}`;
  else if (d6 === '4') body = `${d1}${d2}${d3}${d4}00000${d5}`;
  else body = `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${system}${body}${check}`;
}

/** How a written code was read. */
export type CodeReading = 'gtin' | 'ean8' | 'upce' | 'upc-leading-zero-dropped' | 'upc-check-digit-missing';

export interface GtinCandidate {
  gtin: string;
  reading: CodeReading;
}

/**
 * Every verified GTIN-14 a written code may stand for, most likely first: none when its check digit fails
 * (not trusted), two for an 11-digit code whose both readings hold, EAN-8 and UPC-E for an 8-digit code
 * valid both ways. Spaces and dashes are ignored; anything else than digits is no code.
 */
export function gtinCandidates(written: string | null | undefined): GtinCandidate[] {
  const code = (written ?? '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(code)) return [];
  const found: GtinCandidate[] = [];
  const add = (gtin: string, reading: CodeReading) => {
    if (!found.some((candidate) => candidate.gtin === gtin)) found.push({ gtin, reading });
  };
  switch (code.length) {
    case 8: {
      if (hasValidCheckDigit(code)) add(toGtin14(code), 'ean8');
      const upcA = expandUpcE(code);
      if (upcA && hasValidCheckDigit(upcA)) add(toGtin14(upcA), 'upce');
      break;
    }
    case 11: {
      const zeroRestored = `0${code}`;
      if (hasValidCheckDigit(zeroRestored)) add(toGtin14(zeroRestored), 'upc-leading-zero-dropped');
      add(toGtin14(`${code}${checkDigit(code)}`), 'upc-check-digit-missing');
      break;
    }
    case 12:
    case 13:
    case 14:
      if (hasValidCheckDigit(code)) add(toGtin14(code), 'gtin');
      break;
    default:
      break;
  }
  return found;
}

/** The most likely verified GTIN-14 of a written code, or null when none can be trusted. */
export function normaliseGtin(written: string | null | undefined): string | null {
  return gtinCandidates(written)[0]?.gtin ?? null;
}

/** A GTIN-14 the way people read it: the 12-digit UPC-A when it is one, else the 13-digit EAN, else all 14. */
export function displayGtin(gtin: string): string {
  if (gtin.startsWith('00')) return gtin.slice(2);
  if (gtin.startsWith('0')) return gtin.slice(1);
  return gtin;
}
