import type {
  CreateResult,
  DataProvider,
  DeleteResult,
  GetListResult,
  GetManyReferenceResult,
  GetManyResult,
  GetOneResult,
  RaRecord,
  UpdateResult,
} from 'react-admin';
import { customMethods, type LsmCustomMethods } from './customMethods.ts';
import { updateVersioned, withBasedOnVersion } from './editVersion.ts';
import type { DataProviderMethod, ResourceAdapter, ResourceAdapterTable } from './resourceAdapter.ts';
import { resourceAdapters } from './resourceAdapters.ts';

export type LsmDataProvider = DataProvider & LsmCustomMethods;

export class UnsupportedResourceError extends Error {
  constructor(resource: string, method: DataProviderMethod) {
    super(`The dataProvider has no adapter with ${method} for resource "${resource}"`);
    this.name = 'UnsupportedResourceError';
  }
}

/** Looks the resource up in the table and calls its adapter; unknown resources or methods reject. */
export function createDataProvider(adapters: ResourceAdapterTable, custom: LsmCustomMethods): LsmDataProvider {
  function method<Method extends DataProviderMethod>(resource: string, name: Method): NonNullable<ResourceAdapter[Method]> {
    const adapter = Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;
    const implementation = adapter?.[name];
    if (!implementation) throw new UnsupportedResourceError(resource, name);
    return implementation;
  }

  // react-admin types each call by the caller's record type; the adapter answers RaRecord rows.
  const crud: DataProvider = {
    getList: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]) =>
      (await method(resource, 'getList')(params)) as GetListResult<R>,
    getOne: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) =>
      (await method(resource, 'getOne')(params)) as GetOneResult<R>,
    getMany: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getMany']>[1]) =>
      (await method(resource, 'getMany')(params)) as GetManyResult<R>,
    getManyReference: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getManyReference']>[1]) =>
      (await method(resource, 'getManyReference')(params)) as GetManyReferenceResult<R>,
    create: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['create']>[1]) =>
      (await method(resource, 'create')(params)) as CreateResult<R>,
    update: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['update']>[1]) =>
      (await updateVersioned(resource, () => method(resource, 'update')(withBasedOnVersion(resource, params)))) as UpdateResult<R>,
    updateMany: async (resource, params) => method(resource, 'updateMany')(params),
    delete: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['delete']>[1]) =>
      (await method(resource, 'delete')(params)) as DeleteResult<R>,
    deleteMany: async (resource, params) => method(resource, 'deleteMany')(params),
  };
  return { ...crud, ...custom };
}

export const dataProvider = createDataProvider(resourceAdapters, customMethods);
