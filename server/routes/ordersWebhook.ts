import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { ErrorBody, StringEnum } from '../../src/contract/common.ts';
import { SIGNATURE_HEADER, WebhookAnswer, WebhookFeedback, WebhookOrder, WebhookPartnerParams } from '../../src/contract/orders.ts';
import { CHANNEL_PARTNER_IDS } from '../../src/domain/channelStatus.ts';
import { WEBHOOK_PARTNERS } from '../../src/domain/orders.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { describeValidation } from '../plugins/errors.ts';
import { receiveFeedback, receiveOrder } from '../services/orders/intake.ts';
import { validSignature } from '../services/orders/signature.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the webhook body as the partner signed it */
    rawBody?: Buffer;
  }
}

const tags = ['orders'];
const errors = { 400: ErrorBody, 401: ErrorBody };

// Compiled once: checking a valid body is the common case, and the errors are only listed for an invalid one.
const validators = { order: Compile(WebhookOrder), feedback: Compile(WebhookFeedback) };

/** The body's shape once its signature holds: an order or feedback, validated against its own schema. */
function parseEvent(body: unknown): WebhookOrder | WebhookFeedback {
  const event = (body as { event?: unknown } | null)?.event;
  const validator = event === 'order' ? validators.order : event === 'feedback' ? validators.feedback : null;
  if (!validator) throw badRequest('event must be "order" or "feedback"');
  if (validator.Check(body)) return body;
  const [error] = validator.Errors(body);
  throw badRequest(error ? describeValidation(error as unknown as Parameters<typeof describeValidation>[0], 'body') : 'body is invalid');
}

/**
 * POST /dsp-integration/v1/webhooks/{partner}: orders and feedback as each partner sends them, signed with the
 * partner's secret (header x-lsm-signature: sha256=<hex HMAC of the raw body>). Unsigned or badly signed
 * requests are refused with 401 before anything is read; invalid bodies with 400; neither stores anything.
 */
const ordersWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only these routes keep the raw bytes the signature covers.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(badRequest('body is not valid JSON'), undefined);
    }
  });

  app.post(
    '/webhooks/:partner',
    {
      schema: {
        tags,
        summary: 'An order or feedback from a delivery partner (signed)',
        params: WebhookPartnerParams,
        headers: Type.Object({ [SIGNATURE_HEADER]: Type.Optional(Type.String()) }),
        body: Type.Object({ event: StringEnum(['order', 'feedback']) }),
        response: { 200: WebhookAnswer, 201: WebhookAnswer, ...errors },
      },
      config: { access: { kind: 'public' } },
      preValidation: async (request) => {
        const partner = (request.params as { partner: keyof typeof WEBHOOK_PARTNERS }).partner;
        const secret = app.webhookSecrets[partner];
        if (!secret || !request.rawBody || !validSignature(secret, request.rawBody, request.headers[SIGNATURE_HEADER])) {
          throw unauthorized('The request is not signed with this partner\'s secret');
        }
      },
    },
    async (request, reply) => {
      const partnerId = CHANNEL_PARTNER_IDS[WEBHOOK_PARTNERS[request.params.partner]];
      const event = parseEvent(request.body);
      const answer = event.event === 'order' ? await receiveOrder(app.db, partnerId, event) : await receiveFeedback(app.db, partnerId, event);
      return reply.status(answer.result === 'created' ? 201 : 200).send(answer);
    },
  );
};

export default ordersWebhookRoutes;
