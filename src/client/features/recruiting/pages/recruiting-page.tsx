import { useDocumentTitle } from '#client/lib/use-document-title';
import { RequireAuth } from '#client/lib/auth/guards';
import { useT } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { BoardsSection } from '../components/boards-section';
import { EvaluationsSection } from '../components/evaluations-section';
import { RecentViewsSection } from '../components/recent-views-section';
import { SavedSearchesSection } from '../components/saved-searches-section';
import { VerificationPanel } from '../components/verification-panel';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

/**
 * /recruiting: a coach's dashboard (docs/product.md#recruiting). Their verification first; once
 * verified, their boards, saved searches, the athletes they viewed and the evaluations they
 * wrote.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('recruiting.title'));
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">{t('recruiting.title')}</h1>
        <VerificationPanel>
          {/* The verified coach's sections, each owned by its own component file. */}
          <BoardsSection />
          <SavedSearchesSection />
          <RecentViewsSection />
          <EvaluationsSection />
        </VerificationPanel>
      </div>
    </RequireAuth>
  );
}
