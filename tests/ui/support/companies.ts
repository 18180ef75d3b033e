import type { Company } from '../../../src/contract/companies.ts';
import type { Store } from '../../../src/contract/stores.ts';

export function companyFixture(id: number, overrides: Partial<Company> = {}): Company {
  return {
    id,
    name: `Company ${id}`,
    logo: null,
    favicon: null,
    email: null,
    phone_number: null,
    website: null,
    status: 'Live',
    company_type: null,
    point_of_contact: null,
    stores: 1,
    address: null,
    primary_accent_color: '#000000',
    support_color: '#FFFFFF',
    accent_paired_text_color: '#FFFFFF',
    offboarded_at: null,
    created_at: '2024-03-05T10:00:00.000Z',
    updated_at: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function storeFixture(id: number, overrides: Partial<Store> = {}): Store {
  return {
    id,
    name: `Store ${id}`,
    address: [
      {
        id: id * 10,
        line_1: '1 Main St',
        line_2: null,
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        address_type: 'Main',
        timezone: 'America/Chicago',
        same_as_store_address: false,
      },
    ],
    storeStatusId: 1,
    storeStatus: { id: 1, codename: 'accepting_orders', name: 'Accepting Orders' },
    upcharge: 0,
    showGlobalItemsContent: true,
    offBoardedAt: null,
    storeSetupCompleted: true,
    sellsAlcohol: false,
    isDisabled: false,
    closedTill: null,
    billVendorId: null,
    image: null,
    logoImage: null,
    printLogoImage: null,
    profileImage: null,
    pointOfContact: null,
    phoneNo: '+15551234567',
    storeEmail: null,
    company: { id: 7, name: 'Corner Market' },
    createdBy: null,
    updatedBy: null,
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: '2024-03-05T10:00:00.000Z',
    deletedAt: null,
    storeCompanyTags: [],
    ...overrides,
  };
}
