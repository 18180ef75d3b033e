import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/errors.ts';
import { fieldWithNullCharacter, nullCharacterMessage } from '../http/nullCharacter.ts';

/** Rules every request's params, query and body keep, before any route's own validation. */
export default fp(
  async function inputRules(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = fieldWithNullCharacter(part, '');
        if (field !== null) throw badRequest(nullCharacterMessage(field || 'request'));
      }
    });
  },
  { name: 'input-rules' },
);
