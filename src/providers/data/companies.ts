// Companies (spec 000 §7 "Companies"): the react-admin adapter of `companies`, and one named method per call
// that is not plain CRUD (image upload, tags, off-boarding).
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Company, CompanyCreateBody, CompanyListAnswer, CompanyTag, CompanyUpdateBody, IMAGE_TYPES } from '../../contract/companies.ts';
import { httpRequest } from '../http.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';
import { companyListCall } from './startCalls.ts';

const BASE = '/stores/company';

/** The list answer's totals, handed to the page as the getList `meta`. */
export interface CompanyListMeta {
  totalCompaniesCount: number;
  totalStoresCount: number;
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

/** Image kinds the company, store, item and banner forms upload through POST /stores/upload_image/. */
export type UploadImageType = (typeof IMAGE_TYPES)[number];

/** Company operations that are not plain CRUD, spread into the dataProvider's custom methods. */
export interface CompanyMethods {
  /** POST /stores/upload_image/ (multipart id, type, image): the URL of the stored image */
  uploadImage(id: number | 'new', type: UploadImageType, image: File): Promise<string>;
  /** GET /stores/company/{id}/tags */
  getCompanyTags(companyId: number): Promise<CompanyTag[]>;
  /** POST /stores/company/{id}/tags { tag_names }: the created (or existing) tags */
  addCompanyTags(companyId: number, tagNames: string[]): Promise<CompanyTag[]>;
  /** PUT /stores/company/off-board/{id} */
  offboardCompany(companyId: number): Promise<Company>;
}

export const companyMethods: CompanyMethods = {
  async uploadImage(id, type, image) {
    // The server reads the fields in this order: id, type, then the file.
    const form = new FormData();
    form.append('id', String(id));
    form.append('type', type);
    form.append('image', image);
    const answer = await httpRequest<{ image_url: string }>('/stores/upload_image/', { method: 'POST', body: form });
    return answer.image_url;
  },
  getCompanyTags: (companyId) => httpRequest<CompanyTag[]>(`${BASE}/${companyId}/tags`),
  addCompanyTags: (companyId, tagNames) =>
    httpRequest<CompanyTag[]>(`${BASE}/${companyId}/tags`, {
      method: 'POST',
      body: { tag_names: tagNames.map((name) => name.trim()) },
    }),
  offboardCompany: (companyId) => httpRequest<Company>(`${BASE}/off-board/${companyId}`, { method: 'PUT' }),
};
