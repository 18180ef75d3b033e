import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { ErrorBody } from '../../src/contract/common.ts';
import { ImageEnrichmentAnswer } from '../../src/contract/inventory.ts';
import { selectRows } from '../db/rows.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { assertCompanyAccess, caller } from '../http/tenancy.ts';
import { IMAGE_MAX_BYTES, storeImage } from '../services/images.ts';
import { EDIT_INVENTORY, errorResponses as errors } from './inventoryAccess.ts';

const positive = (value: string | undefined, field: string) => {
  const number = Number(value);
  if (!value || !Number.isInteger(number) || number < 1) throw badRequest(`${field} must be a positive integer`);
  return number;
};

/** POST /inventory/image-enrichment/upload: an image for a store item (multipart store_item_id, store_id, image, category). */
const inventoryImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/image-enrichment/upload',
    {
      schema: {
        tags: ['store inventory'],
        consumes: ['multipart/form-data'],
        description:
          'Multipart fields store_item_id, store_id, image (PNG, JPEG, GIF or WebP, at most 5 MB) and category (default "Others"), in any ' +
          'order. The image is added first to the store item\'s images.',
        response: { 200: ImageEnrichmentAnswer, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
      // Tenancy needs the multipart fields, so it is checked in the handler.
      config: { access: { kind: 'signed-in', permissions: EDIT_INVENTORY } },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data with the fields store_item_id, store_id and image');
      const fields: Record<string, string> = {};
      let image: Buffer | null = null;
      for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname !== 'image') {
          await part.toBuffer().catch(() => null);
        } else {
          image = await part.toBuffer().catch((error: unknown) => {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'image must be at most 5 MB');
            throw error;
          });
        }
      }
      const storeId = positive(fields.store_id, 'store_id');
      const storeItemId = positive(fields.store_item_id, 'store_item_id');
      const category = (fields.category ?? '').trim() || 'Others';
      if (category.length > 60) throw badRequest('category must be at most 60 characters');
      if (!image) throw badRequest('image is required');

      const [store] = await selectRows<{ company_id: number }>(app.db, sql`select company_id from stores where id = ${storeId} and deleted_at is null`);
      if (!store) throw notFound('Store not found');
      assertCompanyAccess(caller(request), store.company_id);
      const [item] = await selectRows<{ id: number }>(
        app.db,
        sql`select id from store_items where id = ${storeItemId} and store_id = ${storeId} and deleted_at is null`,
      );
      if (!item) throw notFound('Store item not found');

      const imageUrl = await storeImage(app.uploadsDir, image);
      await app.db.execute(
        sql`update store_items set images = array_prepend(${imageUrl}::text, array_remove(images, ${imageUrl}::text)), updated_at = now()
            where id = ${item.id}`,
      );
      return { image_url: imageUrl };
    },
  );
};

export default inventoryImageRoutes;
