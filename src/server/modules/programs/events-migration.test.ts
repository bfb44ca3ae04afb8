import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// drizzle/0034_events.sql on a database as it stood before it: the dated training sessions
// become events with their ids, seats and purchases kept.

const folder = new URL('../../../../drizzle/', import.meta.url);
const journal = z
  .object({ entries: z.array(z.object({ tag: z.string() })) })
  .parse(JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')));
const statements = (tag: string) =>
  readFileSync(new URL(`${tag}.sql`, folder), 'utf8').split('--> statement-breakpoint');

async function databaseBefore(tag: string) {
  const db = new PGlite({ extensions: { pg_trgm } });
  for (const entry of journal.entries) {
    if (entry.tag === tag) break;
    for (const statement of statements(entry.tag)) await db.exec(statement);
  }
  return db;
}

describe('the events migration', () => {
  it('keeps every session, seat and purchase, and gives an organization its channel’s sessions', async () => {
    const db = await databaseBefore('0034_events');
    await db.exec(`
      INSERT INTO "user" (id, name, email) VALUES
        ('club', 'Club', 'club@example.test'),
        ('coach', 'Coach', 'coach@example.test'),
        ('buyer', 'Buyer', 'buyer@example.test');
      INSERT INTO organizations (id, owner_user_id, name, type, slug)
        VALUES ('00000000-0000-4000-8000-000000000001', 'club', 'Lakeside', 'club', 'lakeside');
      INSERT INTO channels (id, slug, title, channel_name, category, provider, owner_id) VALUES
        ('00000000-0000-4000-8000-00000000000a', 'club-training', 'Club', 'Club', 'training', 'embedded', 'club'),
        ('00000000-0000-4000-8000-00000000000b', 'coach-training', 'Coach', 'Coach', 'training', 'embedded', 'coach');
      INSERT INTO training_sessions (id, channel_id, title, starts_at, ends_at, capacity, price_cents, repeats_weekly) VALUES
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000a', 'Club, 7-8 PM', now() + interval '2 days', now() + interval '2 days 1 hour', 12, 2500, true),
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-00000000000b', 'Coach, 6-7 PM', now() + interval '3 days', now() + interval '3 days 1 hour', 8, 1500, false);
      INSERT INTO purchases (id, user_id, kind, channel_id, session_id, description, amount_cents, status, provider, hold_until) VALUES
        ('00000000-0000-4000-8000-0000000000f1', 'buyer', 'booking', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 'Club, 7-8 PM', 2500, 'paid', 'sandbox', now());
    `);
    for (const statement of statements('0034_events')) await db.exec(statement);

    const events = await db.query<Record<string, unknown>>(
      `SELECT id, kind, organization_id, created_by, capacity, price_cents, repeats_weekly, time_zone, cancelled_at
         FROM events ORDER BY id`,
    );
    expect(events.rows).toEqual([
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        kind: 'session',
        organization_id: '00000000-0000-4000-8000-000000000001',
        created_by: 'club',
        capacity: 12,
        price_cents: 2500,
        repeats_weekly: true,
        time_zone: 'America/Chicago',
        cancelled_at: null,
      },
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        kind: 'session',
        organization_id: null,
        created_by: 'coach',
        capacity: 8,
        price_cents: 1500,
        repeats_weekly: false,
        time_zone: 'America/Chicago',
        cancelled_at: null,
      },
    ]);
    const seats = await db.query(
      `SELECT p.status, e.title FROM purchases p JOIN events e ON e.id = p.session_id`,
    );
    expect(seats.rows).toEqual([{ status: 'paid', title: 'Club, 7-8 PM' }]);
    // The purchase still follows its session: deleting the event deletes the seat with it.
    await db.exec(`DELETE FROM events WHERE id = '00000000-0000-4000-8000-0000000000a1'`);
    expect((await db.query(`SELECT count(*)::int AS n FROM purchases`)).rows).toEqual([{ n: 0 }]);
    await db.close();
  }, 60_000);
});
