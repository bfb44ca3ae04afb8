// `npm run payments:simulate -- <event> <member email>`: makes a member's month happen now in
// the built-in sandbox (test mode), so every subscription state can be seen without waiting:
//   renewal          a renewal is paid: a new period, a receipt
//   failed-renewal   a renewal fails: past due (access stays for 3 days), a failed receipt
//   trial-will-end   the reminder mail three days before a free month ends
//   trial-end        the free month ends: active, the first charge
//   period-end       the period ends (after a cancel): the plan closes
// It asks the running server (PUBLIC_URL, else http://localhost:$PORT), signed in as the demo
// administrator unless --email/--password name another.
import { parseArgs } from 'node:util';
import { demoAccounts } from '#server/modules/accounts';
import { simulatedEvents } from '#server/modules/payments';
import { serverUrl, signIn } from './lib/server-session';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string', default: demoAccounts.admin.email },
    password: { type: 'string', default: demoAccounts.admin.password },
  },
});
const [event, member] = positionals;
if (!event || !member || !(simulatedEvents as readonly string[]).includes(event)) {
  console.error(
    `Usage: npm run payments:simulate -- <${simulatedEvents.join('|')}> <member email>`,
  );
  process.exit(1);
}
const baseUrl = serverUrl();
const cookie = await signIn(baseUrl, { email: values.email, password: values.password }).catch(
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
const res = await fetch(`${baseUrl}/api/admin/payments/simulate`, {
  method: 'POST',
  headers: { origin: baseUrl, 'content-type': 'application/json', cookie },
  body: JSON.stringify({ event, email: member }),
});
const answer = (await res.json()) as {
  message?: string;
  subscription?: { planName: string; status: string; currentPeriodEnd: string | null } | null;
};
if (!res.ok) {
  console.error(`The server refused: ${answer.message ?? res.status}`);
  process.exit(1);
}
const plan = answer.subscription;
console.log(
  plan
    ? `${member}: ${plan.planName}, ${plan.status}, period ends ${plan.currentPeriodEnd ?? 'never'}`
    : `${member}: no plan`,
);
