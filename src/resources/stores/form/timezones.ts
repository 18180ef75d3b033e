/** Time zones offered for a store's Main address (the US zones of the demo and typical stores). */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;

export const timeZoneChoices = US_TIME_ZONES.map((zone) => ({ id: zone, name: `lsm.companies.timezones.${zone}` }));
