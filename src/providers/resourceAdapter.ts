import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/**
 * Turns react-admin calls for one resource into the spec's calls (through httpRequest) and the
 * answers back into { data, total }. Implement only the methods the server supports; records are
 * typed by the adapter (from src/contract) and only need an id.
 * Methods are called detached from the adapter object: do not use `this`.
 */
export interface ResourceAdapter {
  getList?(params: GetListParams): Promise<GetListResult<RaRecord>>;
  getOne?(params: GetOneParams): Promise<GetOneResult<RaRecord>>;
  getMany?(params: GetManyParams): Promise<GetManyResult<RaRecord>>;
  getManyReference?(params: GetManyReferenceParams): Promise<GetManyReferenceResult<RaRecord>>;
  create?(params: CreateParams): Promise<CreateResult<RaRecord>>;
  update?(params: UpdateParams): Promise<UpdateResult<RaRecord>>;
  updateMany?(params: UpdateManyParams): Promise<UpdateManyResult>;
  delete?(params: DeleteParams): Promise<DeleteResult<RaRecord>>;
  deleteMany?(params: DeleteManyParams): Promise<DeleteManyResult>;
}

export type DataProviderMethod = keyof ResourceAdapter;

export type ResourceAdapterTable = Record<string, ResourceAdapter>;
