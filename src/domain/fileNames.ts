// Names of downloaded files (spec 001 §7: exports are named after the company, sanitised).

/**
 * A file name safe on every system and in a Content-Disposition header: accents dropped, every run
 * of other characters than letters, digits, ".", "-" and "_" becomes one "_". Empty: "export".
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  return cleaned || 'export';
}

/** The global items export of a company: "Corner Market" -> "Corner_Market_items.csv". */
export function itemsCsvFileName(companyName: string): string {
  return `${safeFileName(companyName)}_items.csv`;
}
