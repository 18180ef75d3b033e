import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "body/email must match format..." -> "email must be a valid email" style, naming the field. */
export function describeValidation(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') return `${path ? `${path}.` : ''}${missing} is required`;
  const additional = issue.params.additionalProperty;
  if (typeof additional === 'string') return `${additional} is not an allowed field`;
  const field = path || context || 'request';
  if (issue.params.format === 'email') return `${field} must be a valid email address`;
  return `${field} ${issue.message ?? 'is invalid'}`;
}

const MALFORMED_MULTIPART = 'The multipart body is malformed or incomplete (no boundary, or cut off before its end)';

/** The multipart parser (busboy) signals a body without a boundary or cut short only by these messages. */
function isMalformedMultipart(error: Error): boolean {
  return error.message === 'Multipart: Boundary not found' || error.message.endsWith('unexpected end of multipart data') || error.message === 'Unexpected end of multipart data';
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
        if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
        return reply.status(error.statusCode).send({ message: error.message });
      }
      if (error.validation) {
        const first = error.validation[0] as ValidationIssue;
        return reply.status(400).send({ message: describeValidation(first, error.validationContext) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message || 'Bad request' });
      }
      if (isMalformedMultipart(error)) return reply.status(400).send({ message: MALFORMED_MULTIPART });
      // Database constraint violations that slip past validation are the caller's fault, not ours.
      const pgCode = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (pgCode === '23505') return reply.status(409).send({ message: 'A record with these values already exists' });
      if (pgCode === '23503') return reply.status(409).send({ message: 'This record is referenced by or refers to a missing record' });
      // 22008: a time PostgreSQL cannot store (year 0, which JavaScript's dates have and PostgreSQL's do not).
      if (pgCode === '22P02' || pgCode === '22003' || pgCode === '22007' || pgCode === '22008') {
        return reply.status(400).send({ message: 'A value in the request is not valid' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again later' });
    });
  },
  { name: 'errors' },
);
