import type { Company, CompanyTag } from '../../contract/companies.ts';
import type { EmployeeListAnswer } from '../../contract/employees.ts';
import { httpRequest } from '../../providers/http.ts';

/** Image kinds the company, store and banner forms upload through POST /stores/upload_image/. */
export type UploadImageType = 'company_logo' | 'company_favicon' | 'banner' | 'store_image' | 'store_logo' | 'store_print_logo' | 'store_profile';

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
  /** GET /user-service/company/{companyId}?limit=100: the company's users (point-of-contact choices) */
  getCompanyUsers(companyId: number): Promise<EmployeeListAnswer>;
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
  getCompanyTags: (companyId) => httpRequest<CompanyTag[]>(`/stores/company/${companyId}/tags`),
  addCompanyTags: (companyId, tagNames) =>
    httpRequest<CompanyTag[]>(`/stores/company/${companyId}/tags`, {
      method: 'POST',
      body: { tag_names: tagNames.map((name) => name.trim()) },
    }),
  offboardCompany: (companyId) => httpRequest<Company>(`/stores/company/off-board/${companyId}`, { method: 'PUT' }),
  getCompanyUsers: (companyId) =>
    httpRequest<EmployeeListAnswer>(`/user-service/company/${companyId}`, { query: { limit: 100 } }),
};
