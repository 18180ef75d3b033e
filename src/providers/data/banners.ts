import type {
  Banner,
  BannerBulkAnswer,
  BannerCountQuery,
  BannerCreateBody,
  BannerListAnswer,
  BannerUpdateBody,
} from '../../contract/campaigns.ts';
import { BANNER_STATUS_FILTERS, type BannerStatus, type BannerStatusFilter } from '../../domain/banners.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import { httpRequest } from '../http.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';

const campaignsPath = (companyId: number) => `/stores/company/${companyId}/campaigns`;

/** The company of a call: `company_id` of the list filter or `companyId` of the meta. */
function companyIdOf(source: { company_id?: unknown; companyId?: unknown } | undefined): number {
  const companyId = Number(source?.company_id ?? source?.companyId);
  if (!Number.isInteger(companyId) || companyId <= 0) throw new Error('campaigns: the company id is missing');
  return companyId;
}

/** The list's react-admin filter ({ company_id, q, status }) as the query of the list and count calls. */
export function bannerFilterQuery(filter: Record<string, unknown> | undefined): BannerCountQuery {
  const search = typeof filter?.q === 'string' ? filter.q.trimStart() : '';
  const status = BANNER_STATUS_FILTERS.find((value) => value === filter?.status);
  return { search_string: search || undefined, status };
}

/**
 * The "campaigns" resource: the company comes from the list's permanent filter (`company_id`) or from
 * `meta.companyId` for one banner.
 */
export const bannersAdapter: ResourceAdapter = {
  async getList({ filter, pagination, signal }) {
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await httpRequest<BannerListAnswer>(campaignsPath(companyIdOf(filter)), {
      query: { ...bannerFilterQuery(filter), limit: perPage, offset: offsetOf(pagination?.page ?? 1, perPage) },
      signal,
    });
    return { data: answer.campaigns, total: answer.count };
  },
  async getOne({ id, meta, signal }) {
    return { data: await httpRequest<Banner>(`${campaignsPath(companyIdOf(meta))}/${id}`, { signal }) };
  },
  async create({ data, meta }) {
    return { data: await httpRequest<Banner>(campaignsPath(companyIdOf(meta)), { method: 'POST', body: data as BannerCreateBody }) };
  },
  async update({ id, data, meta }) {
    return { data: await httpRequest<Banner>(`${campaignsPath(companyIdOf(meta))}/${id}`, { method: 'PUT', body: data as BannerUpdateBody }) };
  },
  async delete({ id, meta }) {
    await httpRequest<{ message: string }>(`${campaignsPath(companyIdOf(meta))}/${id}`, { method: 'DELETE' });
    return { data: { id } };
  },
};

/** Banner calls that are not plain CRUD (spec 001 §7). */
export interface BannerMethods {
  /** GET /stores/company/{id}/campaigns/count?search_string&status */
  countBanners(companyId: number, status?: BannerStatusFilter, search?: string): Promise<number>;
  /** PUT /stores/company/{id}/campaigns/bulk/ { campaign_ids, status }: all or none */
  setBannersStatus(companyId: number, ids: number[], status: BannerStatus): Promise<BannerBulkAnswer>;
  /** DELETE /stores/company/{id}/campaigns/bulk/delete { campaign_ids } (at most 20 a call): all or none */
  deleteBanners(companyId: number, ids: number[]): Promise<BannerBulkAnswer>;
}

export const bannerMethods: BannerMethods = {
  countBanners: async (companyId, status, search) =>
    (await httpRequest<{ count: number }>(`${campaignsPath(companyId)}/count`, { query: { status, search_string: search?.trimStart() || undefined } })).count,
  setBannersStatus: (companyId, ids, status) =>
    httpRequest<BannerBulkAnswer>(`${campaignsPath(companyId)}/bulk/`, { method: 'PUT', body: { campaign_ids: ids, status } }),
  deleteBanners: (companyId, ids) =>
    httpRequest<BannerBulkAnswer>(`${campaignsPath(companyId)}/bulk/delete`, { method: 'DELETE', body: { campaign_ids: ids } }),
};
