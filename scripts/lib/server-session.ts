// What the scripts that drive a running server share: where it is, and a signed-in session.

/** The running server: PUBLIC_URL, else http://localhost:$PORT (default 3000). */
export function serverUrl(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`).replace(
    /\/$/,
    '',
  );
}

/**
 * Signs in with email and password and returns the Cookie header that carries the session.
 * Throws with the server's answer when it refuses, and says how to start it when none answers.
 */
export async function signIn(
  baseUrl: string,
  account: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
      body: JSON.stringify(account),
    });
  } catch {
    throw new Error(
      `No server answers at ${baseUrl}: start it with npm start (or set PORT/PUBLIC_URL).`,
    );
  }
  if (!res.ok)
    throw new Error(`Signing in ${account.email} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
