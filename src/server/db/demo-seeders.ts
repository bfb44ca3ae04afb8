import { demoAccountsSeeder } from '../modules/accounts/demo-accounts';
import { demoAthletesSeeder } from '../modules/athletes/demo-athletes';
import { demoChannelsSeeder } from '../modules/streams/demo-channels';
import { demoMemberSeeder } from '../modules/subscriptions/demo-member';
import { trainingCatalogueSeeder } from '../modules/training/sync-training-catalogue';
import type { DemoSeeder } from './seed';

/** Demo data for `npm start`, one entry per feature; run in this order on an empty database. */
export const demoSeeders: DemoSeeder[] = [
  demoAccountsSeeder,
  demoAthletesSeeder,
  trainingCatalogueSeeder,
  demoMemberSeeder,
  demoChannelsSeeder,
];
