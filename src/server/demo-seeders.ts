import { demoAccountsSeeder, demoCoachesSeeder } from '#server/modules/accounts';
import { demoAthletesSeeder } from '#server/modules/athletes';
import { demoMessagingSeeder, demoSpanishFamilySeeder } from '#server/modules/messaging';
import { demoProgramsSeeder } from '#server/modules/programs';
import { demoRecruitingSeeder } from '#server/modules/recruiting';
import { demoChannelsSeeder } from '#server/modules/streams';
import { demoMemberSeeder } from '#server/modules/subscriptions';
import { trainingCatalogueSeeder } from '#server/modules/training';
import type { DemoSeeder } from './db/seed';
import type { Streams } from '#server/modules/streams';

/**
 * Demo data for `npm start`, one entry per feature; run in this order on an empty database. The
 * composition root names them, so the database layer below knows no feature.
 */
export const demoSeeders = (streams: Streams): DemoSeeder[] => [
  demoAccountsSeeder,
  demoCoachesSeeder,
  demoAthletesSeeder,
  trainingCatalogueSeeder,
  demoMemberSeeder,
  demoChannelsSeeder(streams),
  demoRecruitingSeeder,
  demoMessagingSeeder,
  demoSpanishFamilySeeder,
  demoProgramsSeeder,
];
