import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text built elsewhere (by PostgreSQL) as it is: Fastify sends a string typed as JSON without its
 * route's serialiser, so the text must already be the route's response schema, field for field.
 */
export const sendJsonText = (reply: FastifyReply, text: string) => reply.type('application/json; charset=utf-8').send(text);
