// What a resource on react-admin's simple REST conventions declares (one file per resource in resources/),
// and what the generator needs to know about a declaration before it serves it.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TObject } from 'typebox';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import type { Db } from '../db/client.ts';
import type { AuthContext } from '../http/access.ts';

/** A plain record as it travels on the wire: snake_case field names, JSON values. */
export type WireRecord = Record<string, unknown>;

/**
 * A field holding ids of rows in another table (scalar, nullable or an array). Every id written must exist
 * and, when `tenancy` is given, belong to the same store or company as the resource row; otherwise the
 * write is refused with 400 naming the field. Without `tenancy` (a shared directory such as partners) only
 * existence is checked.
 */
export interface Reference {
  id: PgColumn;
  /** the referenced table's store_id or company_id column (the same kind as the resource's tenancy) */
  tenancy?: PgColumn;
  /** the referenced table's deleted_at: soft-deleted rows cannot be referenced */
  deletedAt?: PgColumn;
  /** plural noun for messages: "store items" */
  label: string;
}

/**
 * An array field of objects kept in a child table (a modifier group's options). Writing the field replaces
 * the set: a child carrying the id of one of this row's children is updated in place, any other child is
 * inserted, and children left out are deleted, in the same transaction as the row. Child fields map to
 * columns of the same (database) name; the child's id and parent column are the generator's.
 */
export interface RowChildren {
  kind: 'rows';
  table: PgTable;
  id: PgColumn;
  /** the column pointing at the resource row's id */
  parent: PgColumn;
  /** receives each child's position in the array (0-based) and orders the answer; else ordered by id */
  position?: PgColumn;
  references?: Readonly<Record<string, Reference>>;
}

/** An array field of plain values kept in a join table (a modifier group's linked store item ids); replaced as a set. */
export interface ValueChildren {
  kind: 'values';
  table: PgTable;
  parent: PgColumn;
  value: PgColumn;
  reference?: Reference;
}

export type Children = RowChildren | ValueChildren;

export interface WriteContext {
  /** the transaction of the write: hooks read and write through it */
  tx: Db;
  auth: AuthContext;
  now: Date;
  /** the store or company id of the row */
  tenancyId: number;
  /** the stored record before the write; null on create */
  before: WireRecord | null;
  /** the fields being written (validated by the contract schema); a hook may change them */
  values: WireRecord;
  /** before, overlaid with values: the record as it will be (children included when written) */
  merged: WireRecord;
}

export interface RestHooks {
  /** checks rules the schema cannot express (min <= max, ...); throw badRequest(...) naming the field */
  beforeWrite?(context: WriteContext): Promise<void> | void;
  /** runs after the row and its children are written, in the same transaction */
  afterWrite?(context: WriteContext & { id: number }): Promise<void> | void;
  /** runs before a row is deleted, in the same transaction (refuse with a 4xx, or clean up) */
  beforeDelete?(context: { tx: Db; auth: AuthContext; record: WireRecord }): Promise<void> | void;
}

export interface RestResourceDeclaration {
  /** URL segment and react-admin resource name: /api/rest/<name> */
  name: string;
  table: PgTable;
  /** the table's integer id column */
  id: PgColumn;
  /** the record as answered (src/contract); every property is a column of the same name, a `columns`, `computed` or `children` entry */
  record: TObject;
  /** the POST body (src/contract); must hold the tenancy field */
  create: TObject;
  /** the PUT body; by default the create body's fields, all optional, without the tenancy field (a row never moves) */
  update?: TObject;
  /** whose row it is: the store_id or company_id column; the list filter and the create body carry it under its name */
  tenancy: { kind: 'store' | 'company'; column: PgColumn };
  permissions: { read: readonly PermissionKey[]; write: readonly PermissionKey[] };
  /** wire field -> column, where the names differ */
  columns?: Readonly<Record<string, PgColumn>>;
  /** read-only fields computed in SQL (may refer to the table's columns), e.g. counts */
  computed?: Readonly<Record<string, SQL>>;
  /** text fields that `filter.q` searches (every word typed starts a word of one field: search_key_of); small lists need no index */
  search?: readonly string[];
  /** fields a list may sort by (the id always may) */
  sortable: readonly string[];
  /** fields `filter` may test for equality (a value) or membership (an array) */
  filterable?: readonly string[];
  defaultSort: readonly [string, 'ASC' | 'DESC'];
  /** soft delete: DELETE sets it and every read skips rows that have it */
  deletedAt?: PgColumn;
  children?: Readonly<Record<string, Children>>;
  references?: Readonly<Record<string, Reference>>;
  hooks?: RestHooks;
}

/** Identity, for typing a declaration where it is written: `export default defineRestResource({ ... })`. */
export const defineRestResource = (declaration: RestResourceDeclaration): RestResourceDeclaration => declaration;
