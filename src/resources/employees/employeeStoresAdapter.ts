import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import type { ResourceAdapter } from '../../providers/resourceAdapter.ts';
import { employeeApi } from './employeeApi.ts';

const idOf = (value: unknown, name: string): number => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`The employee store list needs filter.${name}`);
  return id;
};

/** "employee-stores": the stores assigned to one employee (filter user_id, company_id), GET /stores/employees/stores-list-and-count. */
export const employeeStoresAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await employeeApi.stores({
      user_id: idOf(filter?.user_id, 'user_id'),
      company_id: idOf(filter?.company_id, 'company_id'),
      assigned: true,
      offset: offsetOf(pagination?.page ?? 1, perPage),
      limit: perPage,
    });
    return { data: answer.stores, total: answer.count };
  },
};
