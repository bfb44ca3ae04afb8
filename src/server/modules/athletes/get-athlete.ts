import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerProfiles as p } from '../../db/schema/athletes';
import { AppError } from '../../http/app-error';
import { athleteView } from './athlete-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAthleteRow(db: Database, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(p).where(eq(p.id, id));
  return row ?? null;
}

export async function getAthlete(db: Database, id: string, signedIn: boolean) {
  const row = await findAthleteRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that athlete.');
  return athleteView(row, signedIn);
}
