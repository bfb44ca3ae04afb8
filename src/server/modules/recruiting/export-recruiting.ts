import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import {
  athleteStats,
  boardEntries,
  coachVerifications,
  evaluations,
  profileViews,
  recruitingBoards,
  savedSearches,
} from '#server/db/schema/recruiting';

/**
 * What the recruiting tables hold about one account, for its export
 * (docs/product.md#data-rights): views of the athlete (verified coaches named as "Who viewed me"
 * names them, other members counted, never named), evaluations of them with their authors'
 * names, their statistics; and, for a coach, the evaluations they wrote, the views they made,
 * their verification requests, boards (with their own notes) and saved searches.
 */
export async function exportRecruitingData(db: Database, userId: string, profileId: string | null) {
  const [coachViews, [others], evaluationsOfMe, stats, evaluationsWritten, viewsMade] =
    await Promise.all([
      profileId
        ? db
            .select({
              coachName: user.name,
              institution: profileViews.institution,
              level: profileViews.level,
              sport: profileViews.sport,
              day: profileViews.day,
              openedPage: profileViews.openedPage,
              playedHighlight: profileViews.playedHighlight,
            })
            .from(profileViews)
            .innerJoin(user, eq(user.id, profileViews.viewerId))
            .where(and(eq(profileViews.athleteId, profileId), eq(profileViews.verified, true)))
            .orderBy(desc(profileViews.day))
        : [],
      profileId
        ? db
            .select({ count: count() })
            .from(profileViews)
            .where(and(eq(profileViews.athleteId, profileId), eq(profileViews.verified, false)))
        : [{ count: 0 }],
      profileId
        ? db
            .select({
              coachName: user.name,
              assessment: evaluations.assessment,
              projectedLevels: evaluations.projectedLevels,
              measurements: evaluations.measurements,
              shown: evaluations.shown,
              createdAt: evaluations.createdAt,
              updatedAt: evaluations.updatedAt,
            })
            .from(evaluations)
            .innerJoin(user, eq(user.id, evaluations.coachId))
            .where(eq(evaluations.athleteId, profileId))
            .orderBy(desc(evaluations.createdAt))
        : [],
      profileId
        ? db
            .select({
              season: athleteStats.season,
              stat: athleteStats.stat,
              value: athleteStats.value,
            })
            .from(athleteStats)
            .where(eq(athleteStats.athleteId, profileId))
            .orderBy(asc(athleteStats.position))
        : [],
      db
        .select({
          athleteId: evaluations.athleteId,
          assessment: evaluations.assessment,
          projectedLevels: evaluations.projectedLevels,
          measurements: evaluations.measurements,
          createdAt: evaluations.createdAt,
          updatedAt: evaluations.updatedAt,
        })
        .from(evaluations)
        .where(eq(evaluations.coachId, userId))
        .orderBy(desc(evaluations.createdAt)),
      db
        .select({
          athleteId: profileViews.athleteId,
          day: profileViews.day,
          openedPage: profileViews.openedPage,
          playedHighlight: profileViews.playedHighlight,
          verified: profileViews.verified,
        })
        .from(profileViews)
        .where(eq(profileViews.viewerId, userId))
        .orderBy(desc(profileViews.day)),
    ]);
  const [verifications, boards, entries, searches] = await Promise.all([
    db
      .select({
        institution: coachVerifications.institution,
        level: coachVerifications.level,
        domainEmail: coachVerifications.domainEmail,
        staffPageUrl: coachVerifications.staffPageUrl,
        status: coachVerifications.status,
        reason: coachVerifications.reason,
        createdAt: coachVerifications.createdAt,
        reviewedAt: coachVerifications.reviewedAt,
        expiresAt: coachVerifications.expiresAt,
      })
      .from(coachVerifications)
      .where(eq(coachVerifications.userId, userId))
      .orderBy(desc(coachVerifications.createdAt)),
    db
      .select({
        id: recruitingBoards.id,
        name: recruitingBoards.name,
        stages: recruitingBoards.stages,
        createdAt: recruitingBoards.createdAt,
      })
      .from(recruitingBoards)
      .where(eq(recruitingBoards.coachId, userId))
      .orderBy(asc(recruitingBoards.createdAt)),
    db
      .select({
        boardId: boardEntries.boardId,
        athleteId: boardEntries.athleteId,
        stage: boardEntries.stage,
        rating: boardEntries.rating,
        notes: boardEntries.notes,
        addedAt: boardEntries.addedAt,
        movedAt: boardEntries.movedAt,
      })
      .from(boardEntries)
      .innerJoin(recruitingBoards, eq(recruitingBoards.id, boardEntries.boardId))
      .where(eq(recruitingBoards.coachId, userId))
      .orderBy(asc(boardEntries.addedAt)),
    db
      .select({
        name: savedSearches.name,
        filters: savedSearches.filters,
        frequency: savedSearches.frequency,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.coachId, userId))
      .orderBy(asc(savedSearches.createdAt)),
  ]);
  return {
    coachVerifications: verifications,
    // Entries name athletes by id only: the coach's own notes, not a copy of anyone's profile.
    recruitingBoards: boards.map(({ id, ...board }) => ({
      ...board,
      entries: entries
        .filter((entry) => entry.boardId === id)
        .map(({ boardId: _board, stage, ...entry }) => ({
          ...entry,
          stage: board.stages[stage] ?? String(stage),
        })),
    })),
    savedSearches: searches,
    profileViews: { byVerifiedCoaches: coachViews, otherMembersViews: Number(others?.count ?? 0) },
    evaluationsOfMe,
    athleteStats: stats,
    evaluationsWritten,
    profileViewsMade: viewsMade,
  };
}
