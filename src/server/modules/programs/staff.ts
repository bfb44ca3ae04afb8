import { and, asc, eq, isNull } from 'drizzle-orm';
import { INVITATION_DAYS, programMessages as say } from '#shared/programs';
import type {
  StaffInvitationInput,
  StaffInvitationView,
  StaffList,
} from '#shared/schemas/programs';
import type { Locale } from '#shared/locales';
import { pageUrl } from '#server/adapters/mail/mail-words';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { user as users } from '#server/db/schema/auth';
import { programStaff } from '#server/db/schema/programs';
import { AppError } from '#server/http/app-error';
import { createSecretToken, hashSecretToken } from '#server/lib/secret-token';
import { inviteeLanguageOf, type ProgramDeps } from './invitations';
import { staffInvitationMail } from './program-mails';
import { ensureSlug } from './program-pages';
import {
  requireAdultForStaff,
  requireInvitedAddress,
  requireProgramRole,
  requireStaffMember,
  type StaffMember,
} from './program-access';

// A program's staff (docs/product.md#programs): admins and coaches invited by address, who
// accept with the account of that address. Who may do what is program-access.ts's rule.

const DAY_MS = 24 * 60 * 60 * 1000;
const staffInvitationUrl = (deps: ProgramDeps, token: string, locale: Locale) =>
  pageUrl(deps.publicUrl, locale, `/staff-invitations/${token}`);

const staffView = (row: StaffMember, name: string | null) => ({
  id: row.id,
  email: row.email,
  name: row.status === 'active' ? name : null,
  role: row.role,
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/me/program/staff: the program's staff, active and invited, oldest first. */
export async function listStaff(db: Database, user: SessionUser): Promise<StaffList> {
  const { program } = await requireProgramRole(db, user, 'admin');
  const rows = await db
    .select({ staff: programStaff, name: users.name })
    .from(programStaff)
    .leftJoin(users, eq(users.id, programStaff.userId))
    .where(eq(programStaff.organizationId, program.id))
    .orderBy(asc(programStaff.createdAt), asc(programStaff.id));
  return { staff: rows.map((row) => staffView(row.staff, row.name)) };
}

/**
 * POST /api/me/program/staff: mails the address a single-use link to join the staff. Inviting an
 * address again while its invitation is open sends a new link (the old one stops working) with
 * the role chosen now; an address already active, or the owner's, is refused (409).
 */
export async function inviteStaff(
  deps: ProgramDeps,
  user: SessionUser,
  input: StaffInvitationInput,
) {
  const { db } = deps;
  const { program } = await requireProgramRole(db, user, 'admin');
  const email = input.email.toLowerCase();
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, program.ownerUserId));
  if (owner?.email.toLowerCase() === email) throw new AppError('CONFLICT', say.alreadyStaff);
  const [existing] = await db
    .select()
    .from(programStaff)
    .where(and(eq(programStaff.organizationId, program.id), eq(programStaff.email, email)));
  if (existing?.status === 'active') throw new AppError('CONFLICT', say.alreadyStaff);
  const { token, hash } = createSecretToken();
  const fields = {
    role: input.role,
    tokenHash: hash,
    expiresAt: new Date(deps.clock.now() + INVITATION_DAYS * DAY_MS),
    invitedBy: user.id,
  };
  const [row] = existing
    ? await db
        .update(programStaff)
        .set(fields)
        .where(and(eq(programStaff.id, existing.id), eq(programStaff.status, 'invited')))
        .returning()
    : await db
        .insert(programStaff)
        .values({ ...fields, organizationId: program.id, email, status: 'invited' })
        .onConflictDoNothing()
        .returning();
  if (!row) throw new AppError('CONFLICT', say.alreadyStaff);
  const locale = await inviteeLanguageOf(db, email, user);
  try {
    await deps.mailer.send(
      staffInvitationMail({
        siteName: deps.siteName,
        to: email,
        locale,
        programName: program.name,
        role: input.role,
        url: staffInvitationUrl(deps, token, locale),
      }),
    );
  } catch (error) {
    // The link never reached anyone: a new invitation goes, an old one's link keeps working.
    if (existing) await db.update(programStaff).set(existing).where(eq(programStaff.id, row.id));
    else await db.delete(programStaff).where(eq(programStaff.id, row.id));
    console.error('[programs] staff invitation mail failed', error);
    throw new AppError('UNAVAILABLE', 'We could not send the invitation. Please try again.');
  }
  return staffView(row, null);
}

/** DELETE /api/me/program/staff/{id}: the member stops helping at once (their row goes). */
export async function removeStaff(db: Database, user: SessionUser, staffId: string) {
  const { staff } = await requireStaffMember(db, user, staffId);
  await db.delete(programStaff).where(eq(programStaff.id, staff.id));
}

async function staffInvitationByToken(db: Database, token: string) {
  const [found] = await db
    .select({ staff: programStaff, program: organizations })
    .from(programStaff)
    .innerJoin(organizations, eq(organizations.id, programStaff.organizationId))
    .where(eq(programStaff.tokenHash, hashSecretToken(token)));
  if (!found) throw new AppError('NOT_FOUND', say.staffInvitationNotFound);
  return found;
}

const expired = (staff: StaffMember, now: Date) => staff.expiresAt <= now;

/** GET /api/staff-invitations/{token}: which program, which role, and whether it is still open. */
export async function getStaffInvitation(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffInvitationView> {
  const found = await staffInvitationByToken(db, token);
  const program = await ensureSlug(db, found.program);
  return {
    role: found.staff.role,
    state: found.staff.acceptedAt ? 'used' : expired(found.staff, now) ? 'expired' : 'open',
    expiresAt: found.staff.expiresAt.toISOString(),
    program: { slug: program.slug, name: program.name, logoUrl: program.logoUrl },
  };
}

/**
 * POST /api/staff-invitations/{token}/accept: used (409), expired (410), or signed in under
 * another address than the one invited, or not confirmed (403); else the member is active staff.
 */
export async function acceptStaffInvitation(
  db: Database,
  user: SessionUser,
  token: string,
  now: Date,
) {
  const found = await staffInvitationByToken(db, token);
  const { staff } = found;
  if (staff.acceptedAt) throw new AppError('CONFLICT', say.staffInvitationUsed);
  if (expired(staff, now)) throw new AppError('GONE', say.staffInvitationExpired);
  requireInvitedAddress(user, staff.email);
  await requireAdultForStaff(db, user.id, now);
  const [accepted] = await db
    .update(programStaff)
    .set({ status: 'active', userId: user.id, acceptedAt: now })
    .where(and(eq(programStaff.id, staff.id), isNull(programStaff.acceptedAt)))
    .returning();
  if (!accepted) throw new AppError('CONFLICT', say.staffInvitationUsed);
  const program = await ensureSlug(db, found.program);
  return { role: accepted.role, program: { slug: program.slug, name: program.name } };
}
