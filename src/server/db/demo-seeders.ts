import { demoAccountsSeeder } from '../modules/accounts/demo-accounts';
import { demoAthletesSeeder } from '../modules/athletes/demo-athletes';
import type { DemoSeeder } from './seed';

/** Demo data for `npm start`, one entry per feature; run in this order on an empty database. */
export const demoSeeders: DemoSeeder[] = [demoAccountsSeeder, demoAthletesSeeder];
