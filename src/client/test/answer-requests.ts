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
