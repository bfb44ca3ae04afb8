import { vi } from 'vitest';

export type Answer = { status: number; body?: unknown };

const notFound: Answer = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } };

/** A request as a stand-in server reads it: its method, path and JSON body (`{}` without one). */
export type SentRequest = { method: string; url: string; body: Record<string, unknown> };

/**
 * Answers fetch by "METHOD path" with JSON; anything else goes to `respond` (a stand-in server
 * that keeps state between requests) or is a 404. A list answers its requests in turn, its last
 * answer repeating; an answer without a body has none (a 204). Restore with mockRestore; the spy's
 * calls hold what was sent (sentBody).
 */
export function answerRequests(
  answers: Record<string, Answer | Answer[]>,
  respond?: (request: SentRequest) => Answer | undefined,
) {
  const served = new Map<string, number>();
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const key = `${method} ${String(input)}`;
    const listed = answers[key];
    let answer = listed as Answer | undefined;
    if (Array.isArray(listed)) {
      const turn = served.get(key) ?? 0;
      served.set(key, turn + 1);
      answer = listed[Math.min(turn, listed.length - 1)];
    }
    if (!answer && respond) {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      answer = respond({ method, url: String(input), body });
    }
    const { status, body } = answer ?? notFound;
    return body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
  });
}

/** A 200 answer with this body. */
export const ok = (body: unknown): Answer => ({ status: 200, body });

/** The JSON body of the request ("METHOD path") the page sent, if it sent one. */
export function sentBody(fetch: ReturnType<typeof answerRequests>, request: string): unknown {
  const call = fetch.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === request,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
