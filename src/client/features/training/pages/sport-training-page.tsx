import { Link, useLocation } from 'react-router';
import { trainingSports } from '#shared/sports';
import { buttonClasses } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';
import type { PageHandle } from '#client/lib/page-prefetch';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { sportVideosQueryOptions } from '../api/get-sport-videos';
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status';
import { DevelopmentJourney } from '../components/development-journey';
import { VideoLibrary } from '../components/video-library';
import { sportContent } from '../sport-content';

const sportOfPath = (pathname: string) =>
  trainingSports.find((entry) => entry.path === pathname) ?? trainingSports[0]!;

export const handle: PageHandle = {
  prefetch: ({ queryClient, url, userId }) =>
    Promise.all([
      queryClient.prefetchQuery(sportVideosQueryOptions(sportOfPath(url.pathname).id, userId)),
      userId ? queryClient.prefetchQuery(subscriptionStatusQueryOptions(userId)) : null,
    ]),
};

/** One page module serves the eight sport routes; the path says which sport. */
export function Component() {
  const { pathname } = useLocation();
  const sport = sportOfPath(pathname);
  const content = sportContent[sport.id];
  const title = `${sport.name} Training`;

  // Wrestling and hockey: a plain header and no journey (docs/product.md#training-library).
  if (!content.journey) {
    return (
      <>
        <PageIntro title={title} description={content.blurb} />
        <VideoLibrary key={sport.id} sport={sport} />
      </>
    );
  }
  return (
    <>
      <SportHero title={title} blurb={content.blurb} />
      <DevelopmentJourney sportName={sport.name} stages={content.journey} />
      <VideoLibrary key={sport.id} sport={sport} />
    </>
  );
}

function SportHero({ title, blurb }: { title: string; blurb: string }) {
  useDocumentTitle(title);
  return (
    <header className="relative overflow-hidden">
      <div
        aria-hidden
        className="from-accent via-background to-background absolute inset-0 -z-10 bg-gradient-to-b"
      />
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        <p className="text-primary text-sm font-semibold tracking-wider uppercase">
          Training Program
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="text-muted-foreground mx-auto mt-5 max-w-2xl text-lg text-pretty">{blurb}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="#library" className={buttonClasses({ size: 'lg' })}>
            Browse the Video Library
          </a>
          <Link to="/pricing" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            Premium Package Training
          </Link>
        </div>
      </div>
    </header>
  );
}
