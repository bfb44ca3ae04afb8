// npm run admin:create -- --email boss@club.org --password 'a long password' [--name 'Pat Lee']
// Creates an administrator, or makes an existing account one and sets its password.
// Stop the server first when it uses the embedded database (one process per data folder: while
// the server runs, this is refused).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createMailer } from '../src/server/adapters/mail/create-mailer';
import { createSiteAuth } from '../src/server/site-auth';
import { createCaches } from '../src/server/caches';
import { createVerifiedUser } from '../src/server/auth/create-verified-user';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Administrator' },
  },
});
if (!values.email || !values.password) {
  console.error(
    "Usage: npm run admin:create -- --email you@example.com --password 'at least 10 characters'",
  );
  process.exit(1);
}
if (values.password.length < 10) {
  console.error('The administrator password must be at least 10 characters long.');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
).catch((error: unknown) => {
  // A running server holds the embedded database: said plainly, without a stack.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await database.migrate();
// Serves nothing: its own caches, which a running server's expire after.
const auth = createSiteAuth({
  config,
  db: database.db,
  mailer: createMailer(config, database.db),
  caches: createCaches(),
});
const result = await createVerifiedUser(
  auth,
  { email: values.email, password: values.password, name: values.name, role: 'admin' },
  { resetPassword: true },
);
console.log(
  result.created
    ? `Created the administrator ${values.email.toLowerCase()}.`
    : `${values.email.toLowerCase()} is now an administrator, with the password given.`,
);
await database.close();
