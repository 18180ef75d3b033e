// A screen's first calls, sent as the page starts (src/firstCalls/start.ts) while the app's code still
// evaluates, and handed to httpRequest when the screen asks for the same URL (issue 19). Kept apart from
// http.ts so that the tiny first script needs nothing else.

/** How long a first call's answer waits for the screen that asks for it. */
export const FIRST_CALL_FRESH_MS = 5_000;

interface SentCall {
  headersKey: string;
  sentAt: number;
  /** the answer the screen would get asking again; null (a 401, a 5xx, a network error) means: ask as usual */
  answer: Promise<Response | null>;
}

const sent = new Map<string, SentCall>();

const headersKey = (headers: Record<string, string>): string =>
  JSON.stringify(Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Which answers the screen takes as its own: a success, or a refusal it would get again (403, 404: asking twice
 * would only send a refused request twice). A 401 goes through the session's refresh; a 5xx may pass.
 */
const handedOver = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 401);

/** Sends GET url with these headers now, and keeps its answer for the screen's own call. */
export function sendFirstCall(url: string, headers: Record<string, string>, now: number = Date.now()): void {
  if (sent.has(url)) return;
  const answer = fetch(url, { method: 'GET', headers }).then(
    (response) => (handedOver(response.status) ? response : null),
    () => null,
  );
  sent.set(url, { headersKey: headersKey(headers), sentAt: now, answer });
}

/**
 * The answer of a first call to exactly this URL, sent with the same headers less than 5 s ago; each is
 * handed over once. Null when there is none: the caller fetches as usual, as it does when the promise
 * resolves to null (the first call got a 401, a 5xx or no answer).
 */
export function takeFirstCall(url: string, headers: Record<string, string>, now: number = Date.now()): Promise<Response | null> | null {
  if (sent.size === 0) return null;
  const call = sent.get(url);
  sent.delete(url);
  for (const [other, { sentAt }] of sent) if (now - sentAt >= FIRST_CALL_FRESH_MS) sent.delete(other);
  if (!call || call.headersKey !== headersKey(headers) || now - call.sentAt >= FIRST_CALL_FRESH_MS) return null;
  return call.answer;
}

/** The URLs of the first calls not yet taken. */
export function pendingFirstCalls(): string[] {
  return [...sent.keys()];
}

/** Drops the first calls not yet taken (the session ends). */
export function forgetFirstCalls(): void {
  sent.clear();
}
