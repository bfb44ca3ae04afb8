import { vi } from 'vitest';

export type Answer = { status: number; body?: unknown };

/** Answers fetch by "METHOD path" with JSON; anything else is a 404. Restore with mockRestore. */
export function answerRequests(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const answer = answers[`${init?.method ?? 'GET'} ${String(input)}`] ?? {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Not found.' },
    };
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status,
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
