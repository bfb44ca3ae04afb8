import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '#server/db/schema/accounts';
import { createTestApp } from '#server/test/test-app';
import { createTestUser } from '#server/test/test-users';
import { exactly } from '#server/test/tuples';

/** The statement of drizzle/0032_programs.sql that gives organizations from before a slug. */
const backfill = readFileSync(
  new URL('../../../../drizzle/0032_programs.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1)!;

describe('the programs migration', () => {
  it('gives organizations from before a page address from their name, unique', async () => {
    const t = await createTestApp();
    const owner = await createTestUser(t, { userType: 'organization' });
    const tag = randomBytes(4).toString('hex');
    const rows = await t.db
      .insert(organizations)
      .values([
        { ownerUserId: owner.id, name: `Northside Hoops ${tag}`, type: 'club' },
        { ownerUserId: owner.id, name: `Northside  Hoops!! ${tag}`, type: 'club' },
        { ownerUserId: owner.id, name: `Académie ${tag}`, type: 'school' },
      ])
      .returning({ id: organizations.id });
    const ids = rows.map((row) => row.id);
    // Only these rows: the test database holds other tests' organizations too.
    const only = backfill.replace(
      'WHERE "slug" IS NULL',
      `WHERE "slug" IS NULL AND "id" IN (${ids.map((id) => `'${id}'`).join(', ')})`,
    );
    expect(only).not.toBe(backfill);
    await t.db.execute(sql.raw(only));
    const slugs = await t.db
      .select({ id: organizations.id, slug: organizations.slug })
      .from(organizations)
      .where(inArray(organizations.id, ids));
    const slugOf = (id: string) => slugs.find((row) => row.id === id)?.slug;
    // Made at the same moment, the two the same address fits go by id: the second gets the start
    // of its id after it.
    const [first, second] = exactly(2, [ids[0]!, ids[1]!].sort());
    expect(slugOf(first)).toBe(`northside-hoops-${tag}`);
    expect(slugOf(second)).toBe(`northside-hoops-${tag}-${second.slice(0, 8)}`);
    expect(slugOf(ids[2]!)).toBe(`acad-mie-${tag}`);
  });
});
