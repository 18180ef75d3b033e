// Companies, stores and people of the demo data set.
import type { CompanyStatus } from '../../schema/index.ts';
import type { DefaultRoleName } from '../../../../src/domain/permissions.ts';

export type CompanyKey = 'corner' | 'quick' | 'harbor' | 'sunrise';

export interface DemoCompany {
  key: CompanyKey;
  name: string;
  status: CompanyStatus;
  companyType: string;
  website: string;
  email: string;
  areaCode: number;
  primaryAccentColor: string;
  supportColor: string;
  accentPairedTextColor: string;
  address: { line1: string; line2: string | null; city: string; state: string; zip: string };
  tags: string[];
  /** Prefix of employee ids, e.g. CM -> CM-0001 */
  employeePrefix: string;
  emailDomain: string;
}

export const COMPANIES: readonly DemoCompany[] = [
  {
    key: 'corner',
    name: 'Corner Market',
    status: 'Live',
    companyType: 'Convenience',
    website: 'https://www.cornermarket.example',
    email: 'hello@cornermarket.example',
    areaCode: 212,
    primaryAccentColor: '#1B5E20',
    supportColor: '#E8F5E9',
    accentPairedTextColor: '#FFFFFF',
    address: { line1: '410 Park Avenue South', line2: 'Suite 900', city: 'New York', state: 'NY', zip: '10016' },
    tags: ['Downtown', 'Airport', '24h'],
    employeePrefix: 'CM',
    emailDomain: 'cornermarket.example',
  },
  {
    key: 'quick',
    name: 'QuickStop',
    status: 'Trial',
    companyType: 'Convenience',
    website: 'https://www.quickstop.example',
    email: 'support@quickstop.example',
    areaCode: 312,
    primaryAccentColor: '#C62828',
    supportColor: '#FFEBEE',
    accentPairedTextColor: '#FFFFFF',
    address: { line1: '233 S Wacker Dr', line2: 'Floor 38', city: 'Chicago', state: 'IL', zip: '60606' },
    tags: ['Highway', '24h', 'Airport'],
    employeePrefix: 'QS',
    emailDomain: 'quickstop.example',
  },
  {
    key: 'harbor',
    name: 'Harbor Grocers',
    status: 'Churned',
    companyType: 'Grocery',
    website: 'https://www.harborgrocers.example',
    email: 'info@harborgrocers.example',
    areaCode: 206,
    primaryAccentColor: '#0D47A1',
    supportColor: '#E3F2FD',
    accentPairedTextColor: '#FFFFFF',
    address: { line1: '1201 Western Ave', line2: null, city: 'Seattle', state: 'WA', zip: '98101' },
    tags: ['Waterfront'],
    employeePrefix: 'HG',
    emailDomain: 'harborgrocers.example',
  },
  {
    key: 'sunrise',
    name: 'Sunrise Deli',
    status: 'On Boarding',
    companyType: 'Deli',
    website: 'https://www.sunrisedeli.example',
    email: 'orders@sunrisedeli.example',
    areaCode: 303,
    primaryAccentColor: '#F9A825',
    supportColor: '#FFF8E1',
    accentPairedTextColor: '#212121',
    address: { line1: '1550 Wewatta St', line2: null, city: 'Denver', state: 'CO', zip: '80202' },
    tags: ['Downtown', 'Catering'],
    employeePrefix: 'SD',
    emailDomain: 'sunrisedeli.example',
  },
];

export type Hours = 'standard' | 'allDay' | 'split' | 'closedSunday' | 'grocery' | 'deli';

export interface DemoStore {
  company: CompanyKey;
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
  timezone: string;
  areaCode: number;
  /** shipping address for the welcome package; undefined = same as the store */
  shipping?: { line1: string; line2?: string; city: string; state: string; zip: string };
  tags?: string[];
  hours?: Hours;
  statusId?: number;
  sellsAlcohol?: boolean;
  offboarded?: boolean;
}

const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';
const LA = 'America/Los_Angeles';
const PHX = 'America/Phoenix';

/** 30 stores; the first one (Corner Market Chelsea) is "store #1" of the demo. */
export const STORES: readonly DemoStore[] = [
  // Corner Market: 14
  { company: 'corner', name: 'Corner Market Chelsea', line1: '215 W 23rd St', city: 'New York', state: 'NY', zip: '10011', timezone: NY, areaCode: 212, tags: ['Downtown'], sellsAlcohol: true },
  { company: 'corner', name: 'Corner Market Midtown East', line1: '780 3rd Ave', city: 'New York', state: 'NY', zip: '10017', timezone: NY, areaCode: 212, tags: ['Downtown', '24h'], hours: 'allDay', sellsAlcohol: true },
  { company: 'corner', name: 'Corner Market Williamsburg', line1: '145 Bedford Ave', city: 'Brooklyn', state: 'NY', zip: '11211', timezone: NY, areaCode: 718, sellsAlcohol: true, shipping: { line1: '410 Park Avenue South', line2: 'Suite 900', city: 'New York', state: 'NY', zip: '10016' } },
  { company: 'corner', name: 'Corner Market Park Slope', line1: '312 7th Ave', city: 'Brooklyn', state: 'NY', zip: '11215', timezone: NY, areaCode: 718 },
  { company: 'corner', name: 'Corner Market Back Bay', line1: '451 Boylston St', city: 'Boston', state: 'MA', zip: '02116', timezone: NY, areaCode: 617, tags: ['Downtown'], sellsAlcohol: true },
  { company: 'corner', name: 'Corner Market Harvard Square', line1: '1350 Massachusetts Ave', city: 'Cambridge', state: 'MA', zip: '02138', timezone: NY, areaCode: 617 },
  { company: 'corner', name: 'Corner Market Rittenhouse', line1: '1822 Walnut St', city: 'Philadelphia', state: 'PA', zip: '19103', timezone: NY, areaCode: 215, hours: 'closedSunday' },
  { company: 'corner', name: 'Corner Market Logan Airport', line1: '1 Harborside Dr', line2: 'Terminal B', city: 'Boston', state: 'MA', zip: '02128', timezone: NY, areaCode: 617, tags: ['Airport', '24h'], hours: 'allDay', statusId: 2, shipping: { line1: '300 Terminal Rd', line2: 'Receiving Dock 4', city: 'Boston', state: 'MA', zip: '02128' } },
  { company: 'corner', name: 'Corner Market Wicker Park', line1: '1520 N Milwaukee Ave', city: 'Chicago', state: 'IL', zip: '60622', timezone: CHI, areaCode: 773, sellsAlcohol: true },
  { company: 'corner', name: 'Corner Market River North', line1: '401 N Clark St', city: 'Chicago', state: 'IL', zip: '60654', timezone: CHI, areaCode: 312, tags: ['Downtown'] },
  { company: 'corner', name: 'Corner Market Capitol Hill', line1: '1100 E Colfax Ave', city: 'Denver', state: 'CO', zip: '80218', timezone: DEN, areaCode: 303, sellsAlcohol: true },
  { company: 'corner', name: 'Corner Market Old Town Scottsdale', line1: '7014 E Camelback Rd', city: 'Scottsdale', state: 'AZ', zip: '85251', timezone: PHX, areaCode: 480 },
  { company: 'corner', name: 'Corner Market Silver Lake', line1: '3900 W Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90029', timezone: LA, areaCode: 323, sellsAlcohol: true },
  { company: 'corner', name: 'Corner Market Mission', line1: '2598 Mission St', city: 'San Francisco', state: 'CA', zip: '94110', timezone: LA, areaCode: 415, statusId: 3 },
  // QuickStop: 9
  { company: 'quick', name: 'QuickStop Lakeview', line1: '3200 N Broadway', city: 'Chicago', state: 'IL', zip: '60657', timezone: CHI, areaCode: 773, sellsAlcohol: true },
  { company: 'quick', name: "QuickStop O'Hare", line1: "10000 W O'Hare Ave", line2: 'Terminal 3', city: 'Chicago', state: 'IL', zip: '60666', timezone: CHI, areaCode: 773, tags: ['Airport', '24h'], hours: 'allDay', shipping: { line1: '11601 W Touhy Ave', city: 'Chicago', state: 'IL', zip: '60666' } },
  { company: 'quick', name: 'QuickStop Evanston', line1: '1630 Sherman Ave', city: 'Evanston', state: 'IL', zip: '60201', timezone: CHI, areaCode: 847 },
  { company: 'quick', name: 'QuickStop East Side', line1: '2230 N Farwell Ave', city: 'Milwaukee', state: 'WI', zip: '53202', timezone: CHI, areaCode: 414, sellsAlcohol: true },
  { company: 'quick', name: 'QuickStop Loring Park', line1: '1400 Nicollet Ave', city: 'Minneapolis', state: 'MN', zip: '55403', timezone: CHI, areaCode: 612 },
  { company: 'quick', name: 'QuickStop Uptown Dallas', line1: '2800 Routh St', city: 'Dallas', state: 'TX', zip: '75201', timezone: CHI, areaCode: 214, tags: ['Highway', '24h'], hours: 'allDay', sellsAlcohol: true },
  { company: 'quick', name: 'QuickStop South Congress', line1: '1100 S Congress Ave', city: 'Austin', state: 'TX', zip: '78704', timezone: CHI, areaCode: 512, sellsAlcohol: true },
  { company: 'quick', name: 'QuickStop Houston Heights', line1: '250 W 19th St', city: 'Houston', state: 'TX', zip: '77008', timezone: CHI, areaCode: 713, tags: ['Highway'] },
  { company: 'quick', name: 'QuickStop Mill Avenue', line1: '700 S Mill Ave', city: 'Tempe', state: 'AZ', zip: '85281', timezone: PHX, areaCode: 480, statusId: 5 },
  // Harbor Grocers: 4 (churned)
  { company: 'harbor', name: 'Harbor Grocers Ballard', line1: '5420 Ballard Ave NW', city: 'Seattle', state: 'WA', zip: '98107', timezone: LA, areaCode: 206, tags: ['Waterfront'], hours: 'grocery', statusId: 3 },
  { company: 'harbor', name: 'Harbor Grocers Fremont', line1: '3500 Fremont Ave N', city: 'Seattle', state: 'WA', zip: '98103', timezone: LA, areaCode: 206, hours: 'grocery', statusId: 3 },
  { company: 'harbor', name: 'Harbor Grocers Pearl District', line1: '1030 NW Johnson St', city: 'Portland', state: 'OR', zip: '97209', timezone: LA, areaCode: 503, hours: 'grocery', statusId: 4, offboarded: true },
  { company: 'harbor', name: 'Harbor Grocers Long Beach', line1: '200 Pine Ave', city: 'Long Beach', state: 'CA', zip: '90802', timezone: LA, areaCode: 562, tags: ['Waterfront'], hours: 'grocery', statusId: 4 },
  // Sunrise Deli: 3 (on boarding)
  { company: 'sunrise', name: 'Sunrise Deli LoDo', line1: '1601 Wynkoop St', city: 'Denver', state: 'CO', zip: '80202', timezone: DEN, areaCode: 303, tags: ['Downtown', 'Catering'], hours: 'split' },
  { company: 'sunrise', name: 'Sunrise Deli Pearl Street', line1: '1200 Pearl St', city: 'Boulder', state: 'CO', zip: '80302', timezone: DEN, areaCode: 303, hours: 'deli', statusId: 3 },
  { company: 'sunrise', name: 'Sunrise Deli Roosevelt Row', line1: '825 N 1st St', city: 'Phoenix', state: 'AZ', zip: '85004', timezone: PHX, areaCode: 602, tags: ['Downtown'], hours: 'deli', statusId: 5 },
];

export interface DemoPerson {
  company: CompanyKey | null;
  role: DefaultRoleName;
  firstName: string;
  lastName: string;
  /** full address; defaults to first.last@domain */
  email?: string;
  /** how many of the company's stores (from the first); undefined = all */
  stores?: number;
  /** offset of the first assigned store, to spread assignments */
  storeOffset?: number;
}

export const PEOPLE: readonly DemoPerson[] = [
  { company: null, role: 'superadmin', firstName: 'Olivia', lastName: 'Ops', email: 'ops@lsm.example' },
  { company: null, role: 'admin', firstName: 'Sasha', lastName: 'Support', email: 'support@lsm.example' },

  { company: 'corner', role: 'superadmin', firstName: 'Marcus', lastName: 'Bennett', email: 'owner@cornermarket.example' },
  { company: 'corner', role: 'admin', firstName: 'Rachel', lastName: 'Kim', stores: 10 },
  { company: 'corner', role: 'supervisor', firstName: 'Diego', lastName: 'Alvarez', stores: 6 },
  { company: 'corner', role: 'manager', firstName: 'Hannah', lastName: 'Schultz', stores: 4 },
  { company: 'corner', role: 'manager', firstName: 'Tyrone', lastName: 'Jackson', stores: 4, storeOffset: 8 },
  { company: 'corner', role: 'staff+', firstName: 'Aisha', lastName: 'Patel', stores: 3 },
  { company: 'corner', role: 'staff', firstName: 'Jamie', lastName: 'Lee', email: 'staff@cornermarket.example', stores: 2 },
  { company: 'corner', role: 'staff', firstName: 'Kevin', lastName: "O'Brien", stores: 2, storeOffset: 4 },
  { company: 'corner', role: 'staff', firstName: 'Mei', lastName: 'Chen', stores: 2, storeOffset: 8 },

  { company: 'quick', role: 'superadmin', firstName: 'Linda', lastName: 'Park', email: 'owner@quickstop.example' },
  { company: 'quick', role: 'admin', firstName: 'Omar', lastName: 'Haddad', stores: 9 },
  { company: 'quick', role: 'supervisor', firstName: 'Grace', lastName: 'Liu', stores: 5 },
  { company: 'quick', role: 'manager', firstName: 'Ben', lastName: 'Carter', stores: 3 },
  { company: 'quick', role: 'staff+', firstName: 'Nina', lastName: 'Rossi', stores: 2 },
  { company: 'quick', role: 'staff', firstName: 'Luis', lastName: 'Romero', stores: 2 },
  { company: 'quick', role: 'staff', firstName: 'Emily', lastName: 'Nguyen', stores: 2, storeOffset: 5 },

  { company: 'harbor', role: 'superadmin', firstName: 'Thomas', lastName: 'Reed', email: 'owner@harborgrocers.example' },
  { company: 'harbor', role: 'manager', firstName: 'Sofia', lastName: 'Martins', stores: 2 },

  { company: 'sunrise', role: 'superadmin', firstName: 'Maria', lastName: 'Lopez', email: 'owner@sunrisedeli.example' },
  { company: 'sunrise', role: 'staff', firstName: 'Jordan', lastName: 'Brooks', stores: 1 },
];

export { NOTIFICATION_DEFAULTS } from '../../../../src/domain/notifications.ts';
