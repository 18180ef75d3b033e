// A declaration checked and resolved once, when the app is built: a mistake in a declaration stops the
// app from starting with a message naming the resource and the field, instead of failing on a request.
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Type, type TObject, type TSchema } from 'typebox';
import type { Children, Reference, RestResourceDeclaration } from './declaration.ts';

/** The most rows one list call answers (`range` spans at most this many) and the most ids one getMany asks for. */
export const MAX_PAGE = 100;

/** A PostgreSQL integer id. */
export const RowId = Type.Integer({ minimum: 1, maximum: 2147483647 });

export interface ColumnRef {
  column: PgColumn;
  /** the table object's property for this column (what drizzle's insert and update take) */
  key: string;
}

export interface FilterField {
  /** the schema of one value */
  schema: TSchema;
  list: boolean;
}

export interface ChildModel {
  field: string;
  children: Children;
  /** child field -> column of the child table (rows kind), as answered */
  columns: Map<string, ColumnRef>;
  /** the child fields a write may set: those of the create and update bodies' item schemas (rows kind) */
  writable: Set<string>;
  parentKey: string;
  positionKey?: string;
  valueKey?: string;
  idKey?: string;
}

export interface ResourceModel {
  declaration: RestResourceDeclaration;
  name: string;
  /** "store_id" or "company_id": the filter key and create field that name the tenant */
  tenancyField: string;
  /** record fields stored in columns of the table */
  columns: Map<string, ColumnRef>;
  computed: Map<string, SQL>;
  children: Map<string, ChildModel>;
  references: Map<string, Reference>;
  createBody: TObject;
  updateBody: TObject;
  /** the fields a create or an update may write to the table (children apart) */
  writable: Set<string>;
  /** what `filter` may hold: q, id, the tenancy field and the filterable fields; `list` when a list of values is allowed */
  filters: Map<string, FilterField>;
  /** the table object's property of the soft-delete column */
  deletedAtKey?: string;
  /** the declared sortable fields and the id */
  sortable: readonly string[];
}

const schemaOf = (object: TObject, field: string): TSchema | undefined => (object.properties as Record<string, TSchema>)[field];

function columnsOfTable(table: PgTable): Map<string, ColumnRef> {
  const byName = new Map<string, ColumnRef>();
  for (const [key, column] of Object.entries(getTableColumns(table))) byName.set(column.name, { column, key });
  return byName;
}

function keyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`column ${column.name} is not a column of its table`);
  return found[0];
}

function childModel(resource: string, field: string, children: Children, record: TObject): ChildModel {
  const fail = (problem: string) => new Error(`REST resource ${resource}: children ${field} ${problem}`);
  const schema = schemaOf(record, field) as { type?: string; items?: TObject & { type?: string } } | undefined;
  if (schema?.type !== 'array') throw fail('must be an array field of the record');
  const parentKey = keyOf(children.table, children.parent);
  if (children.kind === 'values') return { field, children, columns: new Map(), writable: new Set(), parentKey, valueKey: keyOf(children.table, children.value) };
  if (schema.items?.type !== 'object') throw fail('(rows) must be an array of objects');
  const byName = columnsOfTable(children.table);
  const columns = new Map<string, ColumnRef>();
  for (const property of Object.keys(schema.items.properties)) {
    const ref = byName.get(property);
    if (!ref) throw fail(`field ${property} has no column of that name in the child table`);
    columns.set(property, ref);
  }
  if (!columns.has(children.id.name)) throw fail(`must answer the child's id (${children.id.name})`);
  return {
    field,
    children,
    columns,
    writable: new Set(),
    parentKey,
    idKey: keyOf(children.table, children.id),
    positionKey: children.position ? keyOf(children.table, children.position) : undefined,
  };
}

/** Resolves and checks a declaration; throws on the first inconsistency. */
export function compileResource(declaration: RestResourceDeclaration): ResourceModel {
  const { name, table, record, create } = declaration;
  const fail = (problem: string) => new Error(`REST resource ${name}: ${problem}`);
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw fail('the name must be lower-case words joined by hyphens');

  const byName = columnsOfTable(table);
  const columns = new Map<string, ColumnRef>();
  const computed = new Map(Object.entries(declaration.computed ?? {}));
  const children = new Map<string, ChildModel>();
  for (const [field, spec] of Object.entries(declaration.children ?? {})) children.set(field, childModel(name, field, spec, record));
  for (const field of Object.keys(record.properties)) {
    if (computed.has(field) || children.has(field)) continue;
    const column = declaration.columns?.[field];
    const ref = column ? { column, key: keyOf(table, column) } : byName.get(field);
    if (!ref) throw fail(`record field ${field} is no column of the table, nor a computed or children field`);
    columns.set(field, ref);
  }
  if (columns.get('id')?.column !== declaration.id) throw fail('the record must answer the id column as `id`');

  const tenancyField = declaration.tenancy.column.name;
  if (columns.get(tenancyField)?.column !== declaration.tenancy.column) throw fail(`the record must answer the tenancy column as \`${tenancyField}\``);
  if (!schemaOf(create, tenancyField) || !create.required?.includes(tenancyField)) throw fail(`the create body must require ${tenancyField}`);

  const writableOf = (body: TObject, label: string) => {
    for (const field of Object.keys(body.properties)) {
      if (!columns.has(field) && !children.has(field)) throw fail(`${label} field ${field} is not a stored field of the record`);
      if (field === 'id') throw fail(`${label} may not write id`);
    }
  };
  writableOf(create, 'create');
  const updateProperties = Object.fromEntries(
    Object.entries(create.properties as Record<string, TSchema>)
      .filter(([field]) => field !== tenancyField)
      .map(([field, schema]) => [field, Type.Optional(schema)]),
  );
  const updateBody = Type.Object(declaration.update?.properties ?? updateProperties, { additionalProperties: false });
  writableOf(updateBody, 'update');
  if (schemaOf(updateBody, tenancyField)) throw fail(`the update body may not change ${tenancyField} (a row never moves)`);
  const createBody = Type.Object(create.properties, { additionalProperties: false, required: create.required });
  const writable = new Set([...Object.keys(create.properties), ...Object.keys(updateBody.properties)].filter((field) => columns.has(field)));
  // Nested objects are not stripped of unknown fields by the validator: a child writes only what the bodies declare.
  for (const child of children.values()) {
    if (child.children.kind !== 'rows') continue;
    for (const body of [createBody, updateBody]) {
      const items = (schemaOf(body, child.field) as { items?: TObject } | undefined)?.items;
      for (const property of Object.keys(items?.properties ?? {})) {
        if (!child.columns.has(property)) throw fail(`children ${child.field} field ${property} is written but not answered by the record`);
        child.writable.add(property);
      }
    }
  }

  const sortableFields = new Set([...columns.keys(), ...computed.keys()]);
  for (const field of declaration.sortable) if (!sortableFields.has(field)) throw fail(`sortable field ${field} is not a column or computed field`);
  // The id is always sortable: react-admin's lists and reference fields sort by it unless told otherwise.
  const sortable = [...new Set(['id', ...declaration.sortable])];
  if (!sortable.includes(declaration.defaultSort[0])) throw fail(`the default sort ${declaration.defaultSort[0]} is not sortable`);
  for (const field of declaration.search ?? []) if (!columns.has(field)) throw fail(`search field ${field} is not a column`);

  const references = new Map(Object.entries(declaration.references ?? {}));
  for (const field of references.keys()) if (!writable.has(field)) throw fail(`reference ${field} is not a writable field`);

  const filters = new Map<string, FilterField>([
    ['q', { schema: Type.String({ maxLength: 100 }), list: false }],
    ['id', { schema: RowId, list: true }],
    [tenancyField, { schema: RowId, list: false }],
  ]);
  for (const field of declaration.filterable ?? []) {
    const schema = schemaOf(record, field);
    if (!schema || !columns.has(field)) throw fail(`filterable field ${field} is not a column`);
    filters.set(field, { schema, list: true });
  }
  const deletedAtKey = declaration.deletedAt ? keyOf(table, declaration.deletedAt) : undefined;
  return { declaration, name, tenancyField, columns, computed, children, references, createBody, updateBody, writable, filters, deletedAtKey, sortable };
}
