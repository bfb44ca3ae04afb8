import { CalendarClock, GraduationCap, Lock, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { SectionHeading } from '#client/components/ui/section-heading';
import { VideoPlayer } from '#client/components/video/video-player';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A sample athlete, shown to explain the spotlight; it is labelled as a sample on the page. Their
 * sport, position and training time are messages, in the page's language.
 */
const sampleAthlete = {
  name: 'Jordan Ellis',
  sport: 'app.sport.basketball',
  position: 'homeMore.spotlight.sample.position',
  graduationYear: 2027,
  location: 'Austin, TX',
  avatar: '/images/spotlight/athlete.svg',
  trainingMonths: 8,
} as const;

/** The featured athlete progress bar is fixed (docs/product.md#athlete-sections). */
const SPOTLIGHT_PROGRESS = 95;

/**
 * The Athlete of the Month as the spotlight shows them; the page that composes the home page
 * (app/routes/home-route.tsx) builds it from the athletes feature. `details` and `highlight` are
 * for signed-in members only, null for visitors.
 */
export type SpotlightAthlete = {
  name: string;
  sport: string;
  avatarUrl: string | null;
  profileHref: string;
  details: {
    position: string | null;
    graduationYear: number | null;
    location: string | null;
  } | null;
  /** the highlight video, with its WebVTT captions when it has some */
  highlight: { src: string; srcType: 'file' | 'hls'; captions: string | null } | null;
};

export function AthleteSpotlight({ featured }: { featured?: SpotlightAthlete | null }) {
  const t = useT();
  return (
    <section aria-labelledby="athlete-spotlight" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="athlete-spotlight"
            align="left"
            eyebrow={t('homeMore.spotlight.eyebrow')}
            title={t('homeMore.spotlight.title')}
            description={t('homeMore.spotlight.description')}
          />
          <ul className="text-muted-foreground mt-6 grid gap-3 text-sm">
            <li className="flex gap-2">
              <Star className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
              {t('homeMore.spotlight.tip.profile')}
            </li>
            <li className="flex gap-2">
              <Star className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
              {t('homeMore.spotlight.tip.highlight')}
            </li>
            <li className="flex gap-2">
              <Star className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
              {t('homeMore.spotlight.tip.consent')}
            </li>
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/signup/player" className={buttonClasses()}>
              {t('homeMore.spotlight.buildProfile')}
            </Link>
            <Link to="/athletes" className={buttonClasses({ variant: 'secondary' })}>
              {t('homeMore.spotlight.browseAthletes')}
            </Link>
          </div>
        </div>

        {featured ? <FeaturedFigure athlete={featured} /> : <SampleFigure />}
      </div>
    </section>
  );
}

function ProgressBar({ id }: { id: string }) {
  const t = useT();
  return (
    <div className="mt-5">
      <div className="flex justify-between text-sm font-medium">
        <span id={id}>{t('homeMore.spotlight.progress')}</span>
        <span>{SPOTLIGHT_PROGRESS}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={SPOTLIGHT_PROGRESS}
        className="bg-muted mt-2 h-2.5 overflow-hidden rounded-full"
      >
        <div
          className="from-primary h-full rounded-full bg-gradient-to-r to-amber-400"
          style={{ width: `${SPOTLIGHT_PROGRESS}%` }}
        />
      </div>
    </div>
  );
}

/** The real Athlete of the Month, their highlight playing inline for members. */
function FeaturedFigure({ athlete }: { athlete: SpotlightAthlete }) {
  const t = useT();
  const { details, highlight } = athlete;
  const subtitle = [athlete.sport, details?.position].filter(Boolean).join(' · ');
  return (
    <figure className="border-border bg-card mx-auto w-full max-w-xl overflow-hidden rounded-3xl border shadow-lg">
      {highlight ? (
        <VideoPlayer
          src={highlight.src}
          srcType={highlight.srcType}
          title={t('homeMore.spotlight.highlightsTitle', { name: athlete.name })}
          captions={highlight.captions}
          className="rounded-none"
        />
      ) : (
        <div className="from-primary/25 relative flex aspect-video items-center justify-center bg-gradient-to-br to-amber-300/30">
          {athlete.avatarUrl ? (
            <img
              src={athlete.avatarUrl}
              alt=""
              width={144}
              height={144}
              loading="lazy"
              decoding="async"
              className="size-36 rounded-full object-cover shadow-lg ring-4 ring-white/70"
            />
          ) : null}
          {details ? null : (
            <Link
              to="/signup"
              className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/70 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/80"
            >
              <Lock className="size-3.5" aria-hidden />
              {t('homeMore.spotlight.signUpToWatch')}
            </Link>
          )}
        </div>
      )}
      <figcaption className="p-6">
        <p className="text-primary text-xs font-semibold tracking-wider uppercase">
          {t('homeMore.spotlight.athleteOfTheMonth')}
        </p>
        <p className="mt-1 text-2xl font-bold">
          <Link to={athlete.profileHref} className="hover:underline">
            {athlete.name}
          </Link>
        </p>
        <p className="text-muted-foreground mt-1 text-sm">{subtitle}</p>
        {details && (details.graduationYear || details.location) ? (
          <dl className="text-muted-foreground mt-4 grid grid-cols-2 gap-3 text-sm">
            {details.graduationYear ? (
              <div className="flex items-center gap-1.5">
                <dt>
                  <GraduationCap className="size-4" aria-label={t('homeMore.spotlight.class')} />
                </dt>
                <dd>{t('homeMore.spotlight.classOf', { year: details.graduationYear })}</dd>
              </div>
            ) : null}
            {details.location ? (
              <div className="flex items-center gap-1.5">
                <dt>
                  <MapPin className="size-4" aria-label={t('homeMore.spotlight.location')} />
                </dt>
                <dd>{details.location}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <ProgressBar id="spotlight-progress-label" />
      </figcaption>
    </figure>
  );
}

/** Before an athlete is chosen: a sample, labelled as one. */
function SampleFigure() {
  const t = useT();
  const athlete = sampleAthlete;
  return (
    <figure className="border-border bg-card mx-auto w-full max-w-md overflow-hidden rounded-3xl border shadow-lg">
      <div className="relative">
        <img
          src={athlete.avatar}
          alt=""
          width={400}
          height={400}
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white">
          {t('homeMore.spotlight.sample.badge')}
        </span>
      </div>
      <figcaption className="p-6">
        <p className="text-primary text-xs font-semibold tracking-wider uppercase">
          {t('homeMore.spotlight.sample.eyebrow')}
        </p>
        <p className="mt-1 text-2xl font-bold">{athlete.name}</p>
        <p className="text-muted-foreground mt-1 text-sm">
          {t(athlete.sport)} · {t(athlete.position)}
        </p>
        <dl className="text-muted-foreground mt-4 grid grid-cols-2 gap-3 text-sm">
          <div className="flex items-center gap-1.5">
            <dt>
              <GraduationCap className="size-4" aria-label={t('homeMore.spotlight.class')} />
            </dt>
            <dd>{t('homeMore.spotlight.classOf', { year: athlete.graduationYear })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <MapPin className="size-4" aria-label={t('homeMore.spotlight.location')} />
            </dt>
            <dd>{athlete.location}</dd>
          </div>
          <div className="col-span-2 flex items-center gap-1.5">
            <dt>
              <CalendarClock className="size-4" aria-label={t('homeMore.spotlight.training')} />
            </dt>
            <dd>
              {t('homeMore.spotlight.sample.trainingDuration', { count: athlete.trainingMonths })}
            </dd>
          </div>
        </dl>
        <ProgressBar id="spotlight-progress-label" />
        <p className="text-muted-foreground mt-4 text-xs">{t('homeMore.spotlight.sample.note')}</p>
      </figcaption>
    </figure>
  );
}
