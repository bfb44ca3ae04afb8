/** A class of errors, to check what a test caught against. */
type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

function unexpected(type: ErrorClass<Error>, error: unknown): Error {
  return new Error(`Expected a ${type.name}, got: ${String(error)}`, { cause: error });
}

/** The error `promise` rejects with, of class `type`; a fulfilment or another error fails the test. */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  type: ErrorClass<E>,
): Promise<E> {
  let value: unknown;
  try {
    value = await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw unexpected(type, error);
  }
  throw new Error(`Expected a ${type.name}, got a result: ${JSON.stringify(value)}`);
}

/** The error `run` throws, of class `type`; no error or another fails the test. */
export function thrownBy<E extends Error>(run: () => unknown, type: ErrorClass<E>): E {
  try {
    run();
  } catch (error) {
    if (error instanceof type) return error;
    throw unexpected(type, error);
  }
  throw new Error(`Expected a ${type.name}, got none`);
}
