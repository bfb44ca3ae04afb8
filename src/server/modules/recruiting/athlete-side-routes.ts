import { OpenAPIHono } from '@hono/zod-openapi';
import type { Auth } from '#server/auth/create-auth';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import {
  athleteEvaluationRoutes,
  coachEvaluationRoutes,
  ownEvaluationRoutes,
} from './evaluation-routes';
import { athleteStatsRoutes, ownStatsRoutes } from './stats-routes';
import { coachViewRoutes, highlightPlayRoutes, ownViewRoutes } from './view-routes';

// Views, evaluations and statistics, grouped by where they are mounted (api-routes.ts).

type Deps = { auth: Auth; db: Database; clock: Clock };

/** Under /api/me: "Who viewed me", evaluations of the caller, their statistics. */
export const ownRecruitingRoutes = (deps: Deps) =>
  new OpenAPIHono()
    .route('/', ownViewRoutes(deps))
    .route('/', ownEvaluationRoutes(deps))
    .route('/', ownStatsRoutes(deps));

/** Under /api/recruiting: the verified coach's recent views and the evaluations they wrote. */
export const coachRecruitingRoutes = (deps: Deps) =>
  new OpenAPIHono().route('/', coachViewRoutes(deps)).route('/', coachEvaluationRoutes(deps));

/** Under /api/athletes: what an athlete's page adds (shown evaluations, statistics, plays). */
export const athleteRecordRoutes = (deps: Deps) =>
  new OpenAPIHono()
    .route('/', highlightPlayRoutes(deps))
    .route('/', athleteEvaluationRoutes(deps))
    .route('/', athleteStatsRoutes(deps));
