// Real US city/state pairs with a ZIP code of the city and its IANA time zone.

export interface Place {
  city: string;
  state: string;
  zip: string;
  timezone: string;
}

const rows: readonly [string, string, string, string][] = [
  ['New York', 'NY', '10001', 'America/New_York'],
  ['Brooklyn', 'NY', '11201', 'America/New_York'],
  ['Buffalo', 'NY', '14202', 'America/New_York'],
  ['Boston', 'MA', '02108', 'America/New_York'],
  ['Philadelphia', 'PA', '19103', 'America/New_York'],
  ['Pittsburgh', 'PA', '15222', 'America/New_York'],
  ['Newark', 'NJ', '07102', 'America/New_York'],
  ['Baltimore', 'MD', '21201', 'America/New_York'],
  ['Washington', 'DC', '20001', 'America/New_York'],
  ['Richmond', 'VA', '23219', 'America/New_York'],
  ['Charlotte', 'NC', '28202', 'America/New_York'],
  ['Raleigh', 'NC', '27601', 'America/New_York'],
  ['Atlanta', 'GA', '30303', 'America/New_York'],
  ['Miami', 'FL', '33130', 'America/New_York'],
  ['Orlando', 'FL', '32801', 'America/New_York'],
  ['Tampa', 'FL', '33602', 'America/New_York'],
  ['Columbus', 'OH', '43215', 'America/New_York'],
  ['Cleveland', 'OH', '44113', 'America/New_York'],
  ['Detroit', 'MI', '48226', 'America/Detroit'],
  ['Indianapolis', 'IN', '46204', 'America/Indiana/Indianapolis'],
  ['Louisville', 'KY', '40202', 'America/Kentucky/Louisville'],
  ['Chicago', 'IL', '60606', 'America/Chicago'],
  ['Milwaukee', 'WI', '53202', 'America/Chicago'],
  ['Minneapolis', 'MN', '55401', 'America/Chicago'],
  ['St. Louis', 'MO', '63101', 'America/Chicago'],
  ['Kansas City', 'MO', '64105', 'America/Chicago'],
  ['Nashville', 'TN', '37203', 'America/Chicago'],
  ['Memphis', 'TN', '38103', 'America/Chicago'],
  ['New Orleans', 'LA', '70112', 'America/Chicago'],
  ['Houston', 'TX', '77002', 'America/Chicago'],
  ['Dallas', 'TX', '75201', 'America/Chicago'],
  ['Austin', 'TX', '78701', 'America/Chicago'],
  ['San Antonio', 'TX', '78205', 'America/Chicago'],
  ['Oklahoma City', 'OK', '73102', 'America/Chicago'],
  ['Omaha', 'NE', '68102', 'America/Chicago'],
  ['El Paso', 'TX', '79901', 'America/Denver'],
  ['Denver', 'CO', '80202', 'America/Denver'],
  ['Albuquerque', 'NM', '87102', 'America/Denver'],
  ['Salt Lake City', 'UT', '84111', 'America/Denver'],
  ['Boise', 'ID', '83702', 'America/Boise'],
  ['Phoenix', 'AZ', '85004', 'America/Phoenix'],
  ['Tucson', 'AZ', '85701', 'America/Phoenix'],
  ['Las Vegas', 'NV', '89101', 'America/Los_Angeles'],
  ['Los Angeles', 'CA', '90012', 'America/Los_Angeles'],
  ['San Diego', 'CA', '92101', 'America/Los_Angeles'],
  ['San Francisco', 'CA', '94103', 'America/Los_Angeles'],
  ['San Jose', 'CA', '95113', 'America/Los_Angeles'],
  ['Sacramento', 'CA', '95814', 'America/Los_Angeles'],
  ['Portland', 'OR', '97204', 'America/Los_Angeles'],
  ['Seattle', 'WA', '98101', 'America/Los_Angeles'],
  ['Anchorage', 'AK', '99501', 'America/Anchorage'],
  ['Honolulu', 'HI', '96813', 'Pacific/Honolulu'],
];

export const PLACES: readonly Place[] = rows.map(([city, state, zip, timezone]) => ({ city, state, zip, timezone }));
