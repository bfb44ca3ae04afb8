// Accounts: GET /api/me, what a sign-up stores beyond the account (onAccountCreated), and the
// demo accounts.
// Code outside this folder imports only what this file exports.

export { meRoutes } from './routes';
export { onAccountCreated } from './on-account-created';
export { demoAccounts, demoAccountsSeeder, demoMinor, demoParent } from './demo-accounts';
export { demoCoachesSeeder, demoSecondCoachEmail } from './demo-coaches';
