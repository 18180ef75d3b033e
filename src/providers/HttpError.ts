/** A failed call: the HTTP status (0 when the network failed) and the server's `message` field. */
export class HttpError extends Error {
  readonly status: number;
  /** the `message` field of the error body, when the server sent one */
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}
