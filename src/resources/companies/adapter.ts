import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Company, CompanyCreateBody, CompanyListAnswer, CompanyUpdateBody } from '../../contract/companies.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import { httpRequest, type ApiCall } from '../../providers/http.ts';
import type { ResourceAdapter } from '../../providers/resourceAdapter.ts';

const BASE = '/stores/company';

/** The list answer's totals, handed to the page as the getList `meta`. */
export interface CompanyListMeta {
  totalCompaniesCount: number;
  totalStoresCount: number;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trimStart() || undefined : undefined;
}

/** GET /stores/company/?limit&offset&search_string&status: the list call (also sent as the page starts, src/firstCalls). */
export function companyListCall(params: Pick<GetListParams, 'pagination' | 'filter'>): ApiCall {
  const perPage = params.pagination?.perPage ?? PAGE_SIZE;
  return {
    path: `${BASE}/`,
    query: {
      limit: perPage,
      offset: offsetOf(params.pagination?.page ?? 1, perPage),
      search_string: text(params.filter?.q),
      status: text(params.filter?.status),
    },
  };
}

async function getList(params: GetListParams): Promise<GetListResult<RaRecord>> {
  const { path, query } = companyListCall(params);
  const answer = await httpRequest<CompanyListAnswer>(path, { query, signal: params.signal });
  const meta: CompanyListMeta = {
    totalCompaniesCount: answer.totalCompaniesCount,
    totalStoresCount: answer.totalStoresCount,
  };
  return { data: answer.companies, total: answer.count, meta };
}

/** GET /stores/company/?id: the first company of the answer (spec 000 §7). */
async function getOne(id: RaRecord['id'], signal?: AbortSignal): Promise<Company> {
  const answer = await httpRequest<CompanyListAnswer>(`${BASE}/`, { query: { id: String(id) }, signal });
  const company = answer.companies[0];
  if (!company) throw new Error(`Company ${id} not found`);
  return company;
}

/** The companies resource: list, detail, create, update and delete (spec 000 §7 "Companies"). */
export const companiesAdapter: ResourceAdapter = {
  getList,
  getOne: async (params) => ({ data: await getOne(params.id, params.signal) }),
  create: async (params) => ({
    data: await httpRequest<Company>(BASE, { method: 'POST', body: params.data as CompanyCreateBody }),
  }),
  update: async (params) => ({
    data: await httpRequest<Company>(`${BASE}/${params.id}`, { method: 'PUT', body: params.data as CompanyUpdateBody }),
  }),
  delete: async (params) => {
    await httpRequest<{ message: string }>(`${BASE}/${params.id}`, { method: 'DELETE' });
    return { data: { id: params.id } };
  },
};
