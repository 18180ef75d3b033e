// The reference of the browser bench (issue 19): the plainest react-admin app over the same server and
// calls as LSM's company list and store inventory. `<Admin>`, default layout, one `<List>` of 20 rows (as
// LSM's) with a `<DataTable>` per resource, no auth provider: the list call starts as soon as the app renders.
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, type DataProvider } from 'react-admin';

const headers = (): Record<string, string> => ({
  authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
  idtoken: localStorage.getItem('idToken') ?? '',
});

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`/api${path}`, { headers: headers() });
  if (!response.ok) throw new Error(`${response.status} ${path}`);
  return (await response.json()) as T;
}

const unsupported = () => Promise.reject(new Error('read-only reference app'));

const dataProvider: DataProvider = {
  async getList(resource, params) {
    const perPage = params.pagination?.perPage ?? 20;
    const offset = ((params.pagination?.page ?? 1) - 1) * perPage;
    if (resource === 'companies') {
      const answer = await get<{ count: number; companies: { id: number }[] }>(`/stores/company/?limit=${perPage}&offset=${offset}`);
      return { data: answer.companies, total: answer.count } as never;
    }
    const storeId = localStorage.getItem('benchStoreId');
    const answer = await get<{ count: number; items: { id: number }[] }>(`/inventory/${storeId}?limit=${perPage}&offset=${offset}`);
    return { data: answer.items, total: answer.count } as never;
  },
  getOne: unsupported,
  getMany: unsupported,
  getManyReference: unsupported,
  create: unsupported,
  update: unsupported,
  updateMany: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
};

const CompanyList = () => (
  <List perPage={20}>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="status" />
    </DataTable>
  </List>
);

const StoreItemList = () => (
  <List perPage={20}>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="price" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="companies" list={CompanyList} />
    <Resource name="store-items" list={StoreItemList} />
  </Admin>,
);
