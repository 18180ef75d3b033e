// The list call's `filter`, `range` and `sort` parameters, as ra-data-simple-rest sends them (JSON in the
// query string). Anything malformed is a 400 naming the parameter.
import type { FastifyRequest } from 'fastify';
import Value from 'typebox/value';
import { badRequest } from '../http/errors.ts';
import { MAX_PAGE, type FilterField, type ResourceModel } from './model.ts';

export interface ListQuery {
  filter?: string;
  range?: string;
  sort?: string;
}

export interface ListParams {
  /** filter.q, trimmed; undefined when blank */
  q?: string;
  /** filter.id (getMany), always a list */
  ids?: number[];
  /** the store or company id filter.<tenancy field> names */
  tenancyId?: number;
  /** equality (a value) or membership (an array) on filterable fields */
  equals: [field: string, value: unknown][];
  offset: number;
  limit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

function parseJson(parameter: string, text: string, example: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${parameter} must be JSON, e.g. ${parameter}=${example}`);
  }
}

/** A query string carries numbers and booleans as text: these are the values a text may stand for, exactly. */
function readings(value: unknown): unknown[] {
  if (typeof value !== 'string') return [value];
  const out: unknown[] = [value];
  if (/^-?\d+(\.\d+)?$/.test(value)) out.push(Number(value));
  if (value === 'true' || value === 'false') out.push(value === 'true');
  return out;
}

/** The value as the filter field's schema takes it, or a 400 naming the field. */
function filterValue(key: string, field: FilterField, value: unknown): unknown {
  if (Array.isArray(value)) {
    if (!field.list) throw badRequest(`filter.${key} takes one value, not a list`);
    if (value.length > MAX_PAGE) throw badRequest(`filter.${key} takes at most ${MAX_PAGE} values`);
    return value.map((item, index) => filterValue(`${key}.${index}`, { ...field, list: false }, item));
  }
  const reading = readings(value).find((candidate) => Value.Check(field.schema, candidate));
  if (reading !== undefined) return reading;
  const [error] = Value.Errors(field.schema, value);
  throw badRequest(`filter.${key} ${error?.message ?? 'is not valid'}`);
}

function parseFilter(model: ResourceModel, text: string | undefined): Record<string, unknown> {
  if (text === undefined || text === '') return {};
  const filter = parseJson('filter', text, `{"${model.tenancyField}":1}`);
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badRequest('filter must be a JSON object');
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const field = model.filters.get(key);
    if (!field) throw badRequest(`filter.${key} is not a filter of ${model.name} (it takes ${[...model.filters.keys()].join(', ')})`);
    parsed[key] = filterValue(key, field, value);
  }
  return parsed;
}

function parseRange(text: string | undefined, ids: number[] | undefined): { offset: number; limit: number } {
  if (text === undefined || text === '') return { offset: 0, limit: ids ? ids.length : 20 };
  const range = parseJson('range', text, '[0,19]');
  const valid =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((bound) => Number.isSafeInteger(bound) && bound >= 0) &&
    range[1] >= range[0] &&
    range[1] - range[0] < MAX_PAGE;
  if (!valid) throw badRequest(`range must be [first, last] row numbers, at most ${MAX_PAGE} rows, e.g. range=[0,19]`);
  const [first, last] = range as [number, number];
  return { offset: first, limit: last - first + 1 };
}

function parseSort(model: ResourceModel, text: string | undefined): ListParams['sort'] {
  const [field, order] = model.declaration.defaultSort;
  if (text === undefined || text === '') return { field, order };
  const sort = parseJson('sort', text, `["${field}","${order}"]`);
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw badRequest(`sort must be ["field","ASC" or "DESC"], e.g. sort=["${field}","${order}"]`);
  }
  if (!model.sortable.includes(sort[0])) {
    throw badRequest(`sort field ${sort[0]} is not sortable (${model.name} sorts by ${model.sortable.join(', ')})`);
  }
  return { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
}

export function parseListQuery(model: ResourceModel, query: ListQuery): ListParams {
  const { q, id, [model.tenancyField]: tenancyId, ...equals } = parseFilter(model, query.filter);
  const ids = id === undefined ? undefined : Array.isArray(id) ? (id as number[]) : [id as number];
  const search = typeof q === 'string' ? q.trim() : '';
  return {
    q: search || undefined,
    ids,
    tenancyId: tenancyId as number | undefined,
    equals: Object.entries(equals),
    ...parseRange(query.range, ids),
    sort: parseSort(model, query.sort),
  };
}

/**
 * The tenant a list names in its filter, for the guard (which runs before the handler parses the filter
 * properly): undefined when there is none or it is not a plain id; the handler then refuses what is wrong.
 */
export function tenancyOfFilter(model: ResourceModel, request: FastifyRequest): number | undefined {
  const text = (request.query as ListQuery | undefined)?.filter;
  if (!text) return undefined;
  try {
    const value: unknown = (JSON.parse(text) as Record<string, unknown>)?.[model.tenancyField];
    // Read exactly as the handler reads it, so the tenant the guard checks is the one the list is filtered by.
    return value === undefined ? undefined : (filterValue(model.tenancyField, model.filters.get(model.tenancyField)!, value) as number);
  } catch {
    return undefined;
  }
}
