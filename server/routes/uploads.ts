import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from 'typebox';
import { ErrorBody } from '../../src/contract/common.ts';
import { IMAGE_TYPES, UploadImageAnswer } from '../../src/contract/companies.ts';
import { sql } from 'drizzle-orm';
import { selectRows } from '../db/rows.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import { assertCompanyAccess, caller, isInternal } from '../http/tenancy.ts';
import { CONTENT_TYPES, IMAGE_MAX_BYTES, storeImage } from '../services/images.ts';

const UPLOAD_PERMISSIONS = ['edit_company_details', 'edit_store_details', 'create_store', 'create_banners', 'edit_banners', 'lm_edit_store_inventory'] as const;

/** POST /stores/upload_image/ (multipart id, type, image) and the files it serves at /uploads/{name}. */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/stores/upload_image/',
    {
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        description: 'Multipart fields, in this order: id (the company id for company_* and banner images, the store id for store_* images, or "new"), type, image (the file).',
        response: { 200: UploadImageAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
      config: { access: { kind: 'signed-in', anyPermission: UPLOAD_PERMISSIONS } },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data with the fields id, type and image');
      const auth = caller(request);
      const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
      if (!file) throw badRequest('image is required');
      const field = (name: string) => {
        const value = file.fields[name];
        return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
      };
      const type = field('type');
      const id = field('id');
      if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) throw badRequest(`type must be one of ${IMAGE_TYPES.join(', ')}`);
      if (!id) throw badRequest('id is required (send id and type before the image)');

      if (id === 'new') {
        if (type.startsWith('company_') && !isInternal(auth)) throw forbidden('Only internal users create companies');
      } else {
        const numericId = Number(id);
        if (!Number.isInteger(numericId) || numericId < 1) throw badRequest('id must be a positive integer or "new"');
        // A banner image belongs to a company (banners are company-level): id is the company's.
        const ofCompany = type.startsWith('company_') || type === 'banner';
        if (ofCompany || type.startsWith('store_')) {
          const [row] = await selectRows<{ company_id: number }>(
            app.db,
            ofCompany
              ? sql`select id as company_id from companies where id = ${numericId} and deleted_at is null`
              : sql`select company_id from stores where id = ${numericId} and deleted_at is null`,
          );
          if (!row) throw notFound(ofCompany ? 'Company not found' : 'Store not found');
          assertCompanyAccess(auth, row.company_id);
        }
      }

      const bytes = await file.toBuffer().catch((error: unknown) => {
        if (file.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'image must be at most 5 MB');
        }
        throw error;
      });
      return { image_url: await storeImage(app.uploadsDir, bytes) };
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: { tags: ['uploads'], security: [], params: Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|jpg|gif|webp)$' }) }) },
      config: { access: { kind: 'public' } },
    },
    async (request, reply) => {
      const path = join(app.uploadsDir, request.params.name);
      if (!existsSync(path)) throw notFound('Image not found');
      const extension = request.params.name.split('.').pop()!;
      return reply
        .header('content-type', CONTENT_TYPES[extension])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
};

export default uploadRoutes;
