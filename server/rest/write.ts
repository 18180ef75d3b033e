// Writing declared resources: create, update and delete, each in one transaction with the row's children,
// its references checked against its tenant and the declaration's hooks. Updates and deletes lock the row
// first, so concurrent writers of one row take turns and the last one's whole result stands.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import type { AuthContext } from '../http/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { assertCompanyAccess } from '../http/tenancy.ts';
import type { Reference, WireRecord, WriteContext } from './declaration.ts';
import type { ChildModel, ResourceModel } from './model.ts';
import { findOwned, type OwnedRecord } from './rows.ts';

type Insert = PgTable['$inferInsert'];

const columnValue = (column: PgColumn, value: unknown) => (column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value);

/** The record's row of `id`: 404 when there is none (or its store is gone), 403 for another company's. */
export async function ownedOr404(db: Db, model: ResourceModel, auth: AuthContext, id: number, lock = false): Promise<OwnedRecord> {
  const found = await findOwned(db, model, id, lock);
  if (!found || found.companyId === null) throw notFound(`No ${model.name} with id ${id}`);
  assertCompanyAccess(auth, found.companyId);
  return found;
}

function rowValues(model: ResourceModel, values: WireRecord): Insert {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const ref = model.writable.has(field) ? model.columns.get(field) : undefined;
    if (ref) row[ref.key] = columnValue(ref.column, value);
  }
  return row as Insert;
}

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');

async function assertReference(tx: Db, model: ResourceModel, tenancyId: number, path: string, reference: Reference, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: reference.id })
    .from(reference.id.table as PgTable)
    .where(
      and(
        inArray(reference.id, wanted),
        reference.tenancy ? eq(reference.tenancy, tenancyId) : undefined,
        reference.deletedAt ? isNull(reference.deletedAt) : undefined,
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const whose = reference.tenancy ? ` of this ${model.declaration.tenancy.kind}` : '';
  throw badRequest(`${path} must be ${reference.label}${whose} (not ${missing.join(', ')})`);
}

/** Every id a write names in a reference field, of the row or of its children, must be the tenant's. */
async function assertReferences(tx: Db, model: ResourceModel, tenancyId: number, values: WireRecord) {
  for (const [field, reference] of model.references) {
    if (field in values) await assertReference(tx, model, tenancyId, field, reference, idsIn(values[field]));
  }
  for (const { field, children } of model.children.values()) {
    if (!(field in values)) continue;
    const items = (values[field] ?? []) as unknown[];
    if (children.kind === 'values') {
      if (children.reference) await assertReference(tx, model, tenancyId, field, children.reference, idsIn(items));
      continue;
    }
    for (const [childField, reference] of Object.entries(children.references ?? {})) {
      const ids = items.flatMap((item) => idsIn((item as WireRecord)[childField]));
      await assertReference(tx, model, tenancyId, `${field}.${childField}`, reference, ids);
    }
  }
}

function childRow(child: ChildModel, item: WireRecord, parentId: number, position: number): Insert {
  const { children } = child;
  const row: Record<string, unknown> = { [child.parentKey]: parentId };
  if (children.kind === 'rows') {
    for (const field of child.writable) {
      const { column, key } = child.columns.get(field)!;
      if (column === children.id || column === children.parent || column === children.position) continue;
      if (field in item) row[key] = columnValue(column, item[field]);
    }
    if (child.positionKey) row[child.positionKey] = position;
  }
  return row as Insert;
}

/**
 * Replaces each written children field as a set. Rows children: an item carrying the id of one of this
 * row's children updates it (once), any other item is inserted, children left out are deleted.
 */
async function writeChildren(tx: Db, model: ResourceModel, parentId: number, values: WireRecord) {
  for (const child of model.children.values()) {
    if (!(child.field in values)) continue;
    const items = (values[child.field] ?? []) as unknown[];
    const { children } = child;
    if (children.kind === 'values') {
      await tx.delete(children.table).where(eq(children.parent, parentId));
      const unique = [...new Set(items)];
      if (unique.length) await tx.insert(children.table).values(unique.map((value) => ({ [child.parentKey]: parentId, [child.valueKey!]: value }) as Insert));
      continue;
    }
    const existing = await tx.select({ id: children.id }).from(children.table).where(eq(children.parent, parentId));
    const unused = new Set(existing.map((row) => row.id as number));
    const updates: [number, Insert][] = [];
    const inserts: Insert[] = [];
    for (const [position, raw] of items.entries()) {
      const item = raw as WireRecord;
      const row = childRow(child, item, parentId, position);
      if (typeof item.id === 'number' && unused.delete(item.id)) updates.push([item.id, row]);
      else inserts.push(row);
    }
    if (unused.size) await tx.delete(children.table).where(inArray(children.id, [...unused]));
    for (const [id, row] of updates) await tx.update(children.table).set(row).where(eq(children.id, id));
    if (inserts.length) await tx.insert(children.table).values(inserts);
  }
}

async function assertLiveCompany(tx: Db, companyId: number) {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!company) throw notFound('Company not found');
}

export async function createRecord(db: Db, model: ResourceModel, auth: AuthContext, now: Date, body: WireRecord): Promise<WireRecord> {
  const { declaration, tenancyField } = model;
  return db.transaction(async (tx) => {
    const tenancyId = body[tenancyField] as number;
    // The guard found a store tenant live and the caller's; a company tenant may not exist at all.
    if (declaration.tenancy.kind === 'company') await assertLiveCompany(tx, tenancyId);
    const context: WriteContext = { tx, auth, now, tenancyId, before: null, values: { ...body }, merged: { ...body } };
    await declaration.hooks?.beforeWrite?.(context);
    context.values[tenancyField] = tenancyId;
    await assertReferences(tx, model, tenancyId, context.values);
    const [row] = await tx.insert(declaration.table).values(rowValues(model, context.values)).returning({ id: declaration.id });
    const id = row.id as number;
    await writeChildren(tx, model, id, context.values);
    await declaration.hooks?.afterWrite?.({ ...context, id });
    return (await ownedOr404(tx, model, auth, id)).record;
  });
}

export async function updateRecord(db: Db, model: ResourceModel, auth: AuthContext, now: Date, id: number, body: WireRecord): Promise<WireRecord> {
  const { declaration, tenancyField } = model;
  return db.transaction(async (tx) => {
    const { record: before } = await ownedOr404(tx, model, auth, id, true);
    const tenancyId = before[tenancyField] as number;
    const values = { ...body };
    const context: WriteContext = { tx, auth, now, tenancyId, before, values, merged: { ...before, ...values } };
    await declaration.hooks?.beforeWrite?.(context);
    delete context.values[tenancyField];
    await assertReferences(tx, model, tenancyId, context.values);
    const row = rowValues(model, context.values) as Record<string, unknown>;
    // Only children changed: the row is still touched, so its updated_at (when it has one) moves.
    const touched = model.columns.get('updated_at');
    if (Object.keys(row).length === 0 && touched) row[touched.key] = new Date();
    if (Object.keys(row).length) await tx.update(declaration.table).set(row as Insert).where(eq(declaration.id, id));
    await writeChildren(tx, model, id, context.values);
    await declaration.hooks?.afterWrite?.({ ...context, id });
    return (await ownedOr404(tx, model, auth, id)).record;
  });
}

/** Deletes (or soft-deletes) the row and answers it as it was, as react-admin expects. */
export async function deleteRecord(db: Db, model: ResourceModel, auth: AuthContext, now: Date, id: number): Promise<WireRecord> {
  const { declaration } = model;
  return db.transaction(async (tx) => {
    const { record } = await ownedOr404(tx, model, auth, id, true);
    await declaration.hooks?.beforeDelete?.({ tx, auth, record });
    if (model.deletedAtKey) {
      await tx.update(declaration.table).set({ [model.deletedAtKey]: now } as Insert).where(eq(declaration.id, id));
    } else {
      await tx.delete(declaration.table).where(eq(declaration.id, id));
    }
    return record;
  });
}
