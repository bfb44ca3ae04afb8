import { demoAccountsSeeder, demoCoachesSeeder } from '#server/modules/accounts';
import { demoAthletesSeeder } from '#server/modules/athletes';
import { demoMessagingSeeder } from '#server/modules/messaging';
import { demoProgramsSeeder } from '#server/modules/programs';
import { demoRecruitingSeeder } from '#server/modules/recruiting';
import { demoChannelsSeeder } from '#server/modules/streams';
import { demoMemberSeeder } from '#server/modules/subscriptions';
import { trainingCatalogueSeeder } from '#server/modules/training';
import type { DemoSeeder } from './seed';

/** Demo data for `npm start`, one entry per feature; run in this order on an empty database. */
export const demoSeeders: DemoSeeder[] = [
  demoAccountsSeeder,
  demoCoachesSeeder,
  demoAthletesSeeder,
  trainingCatalogueSeeder,
  demoMemberSeeder,
  demoChannelsSeeder,
  demoRecruitingSeeder,
  demoMessagingSeeder,
  demoProgramsSeeder,
];
