import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { ErrorBody } from '../../src/contract/common.ts';
import { DuplicatesAnswer } from '../../src/contract/inventory.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';

export const VIEW_INVENTORY: PermissionKey[] = ['lm_view_store_inventory'];
export const EDIT_INVENTORY: PermissionKey[] = ['lm_edit_store_inventory'];

/** The store a route targets, for the guard's store tenancy. */
export const storeFromParams = (request: FastifyRequest) => (request.params as { id: number }).id;
export const storeFromQuery = (request: FastifyRequest) => (request.query as { store_id: number }).store_id;

export const errorResponses = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** A CSV answer: the server streams it (text/csv), so it is never serialised as JSON. */
export const CsvStream = Type.Unsafe<Readable>(Type.String({ description: 'text/csv file' }));
/** The duplicates report: JSON, or (format=csv) a CSV text. */
export const DuplicatesOrCsv = Type.Unsafe<DuplicatesAnswer | string>(DuplicatesAnswer);
