import { Link, useLocation } from 'react-router';
import { localeOfPath } from '#shared/locales';
import { trainingSports } from '#shared/sports';
import { buttonClasses } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { sportVideosQueryOptions } from '../api/get-sport-videos';
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status';
import { DevelopmentJourney } from '../components/development-journey';
import { VideoLibrary } from '../components/video-library';
import { sportNamesInText } from '../sport-content';
import { sportContent } from '../sport-pages';

const sportOfPath = (pathname: string) =>
  trainingSports.find((entry) => entry.path === pathname) ?? trainingSports[0]!;

export const handle: PageHandle = {
  prefetch: ({ queryClient, url, userId }) => {
    // The server's address carries the language's prefix (/es/soccer-videos).
    const { locale, path } = localeOfPath(url.pathname);
    return Promise.all([
      queryClient.prefetchQuery(sportVideosQueryOptions(sportOfPath(path).id, userId, locale)),
      userId ? queryClient.prefetchQuery(subscriptionStatusQueryOptions(userId)) : null,
    ]);
  },
};

/** One page module serves the eight sport routes; the path says which sport. */
export function Component() {
  const t = useT();
  const { pathname } = useLocation();
  const sport = sportOfPath(pathname);
  const content = sportContent[sport.id];
  const title = t('training.sport.title', { sport: t(sportNamesInText[sport.id]) });

  // Wrestling and hockey: a plain header and no journey (docs/product.md#training-library).
  if (!content.journey) {
    return (
      <>
        <PageIntro title={title} description={t(content.blurb)} />
        <VideoLibrary key={sport.id} sport={sport} />
      </>
    );
  }
  return (
    <>
      <SportHero title={title} blurb={t(content.blurb)} />
      <DevelopmentJourney sportId={sport.id} stages={content.journey} />
      <VideoLibrary key={sport.id} sport={sport} />
    </>
  );
}

function SportHero({ title, blurb }: { title: string; blurb: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <header className="relative overflow-hidden">
      <div
        aria-hidden
        className="from-accent via-background to-background absolute inset-0 -z-10 bg-gradient-to-b"
      />
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        <p className="text-primary text-sm font-semibold tracking-wider uppercase">
          {t('training.sport.eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="text-muted-foreground mx-auto mt-5 max-w-2xl text-lg text-pretty">{blurb}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="#library" className={buttonClasses({ size: 'lg' })}>
            {t('training.sport.browse')}
          </a>
          <Link to="/pricing" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            {t('training.premium')}
          </Link>
        </div>
      </div>
    </header>
  );
}
