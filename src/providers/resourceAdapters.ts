import type { ResourceAdapterTable } from './resourceAdapter.ts';

/**
 * One entry per resource whose server routes exist: `companies: companiesAdapter` with the adapter in
 * src/resources/companies/adapter.ts. Empty until those issues land.
 */
export const resourceAdapters: ResourceAdapterTable = {};
