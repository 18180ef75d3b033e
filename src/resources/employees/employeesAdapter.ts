import type { EmployeeCreateBody, EmployeeUpdateBody } from '../../contract/employees.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import type { ResourceAdapter } from '../../providers/resourceAdapter.ts';
import { employeeApi } from './employeeApi.ts';

/** Filter of the employee list: the company, and optionally a role and the search text. */
export interface EmployeeListFilter {
  companyId: number;
  role_id?: number;
  q?: string;
}

function readFilter(filter: unknown): EmployeeListFilter {
  const value = (typeof filter === 'object' && filter !== null ? filter : {}) as Partial<EmployeeListFilter>;
  if (typeof value.companyId !== 'number') throw new Error('The employee list needs filter.companyId');
  return value as EmployeeListFilter;
}

/** "employees": GET /user-service/company/{companyId}, fetch-profile, add_employee, update_employee, delete_user. */
export const employeesAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const { companyId, role_id, q } = readFilter(filter);
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await employeeApi.list(companyId, {
      limit: perPage,
      offset: offsetOf(pagination?.page ?? 1, perPage),
      role_id,
      search_string: q,
    });
    return { data: answer.users.map((row) => ({ ...row, id: row.userId })), total: answer.count };
  },
  async getOne({ id }) {
    const profile = await employeeApi.profile(Number(id));
    return { data: { ...profile, id: profile.userId } };
  },
  async create({ data }) {
    const employee = await employeeApi.add(data as EmployeeCreateBody);
    return { data: { ...employee, id: employee.userId } };
  },
  async update({ id, data }) {
    const employee = await employeeApi.update(Number(id), data as EmployeeUpdateBody);
    return { data: { ...employee, id: employee.userId } };
  },
  async delete({ id }) {
    await employeeApi.remove(Number(id));
    return { data: { id } };
  },
};
