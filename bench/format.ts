// Number formats of the report.

export const ms = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '–');
export const perSecond = (value: number, unit: string) => `${Math.round(value).toLocaleString('en-US')} ${unit}/s`;
export const megabytes = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)} MB`;
export const kilobytes = (value: number) => `${value.toFixed(0)} KB`;
export const seconds = (value: number) => (value < 1 ? `${(value * 1000).toFixed(0)} ms` : `${value.toFixed(1)} s`);
export const yesNo = (checks: readonly [boolean, string][]) => {
  const failed = checks.filter(([ok]) => !ok).map(([, what]) => what);
  return failed.length === 0 ? 'yes' : `no (${failed.join(', ')})`;
};
