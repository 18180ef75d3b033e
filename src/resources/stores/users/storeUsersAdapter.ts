import type { StoreUsersAnswer } from '../../../contract/employees.ts';
import { offsetOf, PAGE_SIZE } from '../../../domain/paging.ts';
import { httpRequest } from '../../../providers/http.ts';
import type { ResourceAdapter } from '../../../providers/resourceAdapter.ts';

/** "store-users": the employees assigned to one store (filter storeId), GET /user-service/store/{storeId}/users. */
export const storeUsersAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const storeId = Number(filter?.storeId);
    if (!Number.isInteger(storeId) || storeId <= 0) throw new Error('The store user list needs filter.storeId');
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await httpRequest<StoreUsersAnswer>(`/user-service/store/${storeId}/users`, {
      query: { limit: perPage, offset: offsetOf(pagination?.page ?? 1, perPage) },
    });
    return { data: answer.users.map((user) => ({ ...user, id: user.userId })), total: answer.count };
  },
};
