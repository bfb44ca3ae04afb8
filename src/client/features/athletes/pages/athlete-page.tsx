import { ArrowLeft, GraduationCap, Lock, MapPin, Ruler, School, Weight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { hasDetails, type Athlete } from '#shared/athlete';
import { isGender } from '#shared/genders';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ShareButton } from '#client/components/ui/share-button';
import { useAuth } from '#client/lib/auth/auth-provider';
import { ReportAction } from '#client/lib/report-action';
import { getSiteName } from '#client/lib/site-name';
import { usePrivacy } from '#client/lib/privacy';
import { HiddenProfileNotice } from '#client/components/hidden-profile-notice';
import { NotFoundPage } from '#client/components/status-pages';
import { useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { isMissing } from '#client/lib/page-status';
import { athleteQueryOptions, useAthlete } from '../api/get-athlete';
import { AthleteAvatar } from '../components/athlete-avatar';
import { AddToBoardButton, MessageAthleteButton } from '../components/add-to-board';
import { AthleteRecordSections } from '../components/members-only';
import { FeaturedBadge } from '../components/featured-badge';
import { HighlightPlayRecorder } from '../components/highlight-play-recorder';
import { HighlightReelPlayer } from '../components/highlight-reel-player';
import { genderLabels, sportNameText } from '../field-labels';
import { playableHighlight } from '../playable-highlight';

const shown = (value: string | null | undefined) =>
  value && value !== 'Not specified' ? value : null;

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  if (!value) return null;
  // A group of a <dl> holds its <dt> and <dd> directly: the icon goes inside the term.
  return (
    <div className="relative pl-7">
      <dt className="text-muted-foreground text-xs tracking-wide uppercase">
        <span className="text-primary absolute top-0 left-0 flex h-4 items-center" aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

// An athlete that does not exist, or that this visitor may not see, is not found (404). The page
// shows members nothing of their own on the server (the owner's notice and the sections below
// the profile load in the browser), so it may be kept for each audience.
export const handle: PageHandle = {
  prefetch: ({ queryClient, params, userId }) =>
    prefetchSubject(queryClient, athleteQueryOptions(params.id ?? '', Boolean(userId))),
  sameForAudience: true,
};

export function Component() {
  const { id = '' } = useParams();
  const { user, loading } = useAuth();
  const athlete = useAthlete(id, Boolean(user));

  if (isMissing(athlete.error)) return <NotFoundPage />;
  if (loading || athlete.isPending) return <AthleteLoading />;
  if (!athlete.data) return <AthleteFailed />;
  return <AthleteProfile data={athlete.data} userId={user?.id ?? null} />;
}

function AthleteLoading() {
  const t = useT();
  useDocumentTitle(t('athletes.profile.title'));
  return (
    <p role="status" className="text-muted-foreground py-24 text-center">
      {t('athletes.profile.loading')}
    </p>
  );
}

function AthleteFailed() {
  const t = useT();
  useDocumentTitle(t('athletes.profile.failed.title'));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('athletes.profile.failed.title')}</h1>
      <p className="text-muted-foreground mt-4">{t('athletes.profile.failed.text')}</p>
      <Link to="/athletes" className={buttonClasses({ className: 'mt-8' })}>
        {t('athletes.profile.failed.browse')}
      </Link>
    </section>
  );
}

function AthleteProfile({ data, userId }: { data: Athlete; userId: string | null }) {
  const t = useT();
  const name = `${data.firstName} ${data.lastName}`;
  useDocumentTitle(name);
  const details = hasDetails(data) ? data : null;
  const highlight = playableHighlight(details);
  const sport = shown(data.sport);
  const gender = shown(details?.gender);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <Link
        to="/athletes"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('athletes.profile.back')}
      </Link>
      {userId ? <OwnerNotice userId={userId} athleteId={data.id} /> : null}
      <header className="mt-6 flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
        <AthleteAvatar athlete={data} size={128} className="ring-primary/30 ring-4" />
        <div className="flex-1">
          {data.featured ? <FeaturedBadge className="mb-2" /> : null}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
          <p className="text-primary mt-1 text-lg font-medium">
            {[sport ? sportNameText(t, sport) : null, shown(details?.position)]
              .filter(Boolean)
              .join(' · ') || t('athletes.profile.athlete')}
          </p>
        </div>
        <div className="flex flex-col items-center gap-1 sm:items-end">
          <ShareButton
            title={t('athletes.profile.shareTitle', { name, siteName: getSiteName() })}
          />
          <AddToBoardButton athleteId={data.id} athleteName={name} />
          <MessageAthleteButton athleteId={data.id} athleteName={name} />
          <ReportAction targetType="athlete" targetId={data.id} targetName={name} />
        </div>
      </header>

      {highlight ? (
        <section aria-labelledby="athlete-highlight" className="mt-8">
          <h2 id="athlete-highlight" className="mb-3 text-lg font-semibold">
            {(details?.highlightReel?.length ?? 0) > 1
              ? t('athletes.profile.highlightReel')
              : t('athletes.profile.highlightVideo')}
          </h2>
          <HighlightPlayRecorder athleteId={data.id} enabled={Boolean(userId)}>
            <HighlightReelPlayer
              name={name}
              featured={highlight}
              reel={details?.highlightReel ?? []}
            />
          </HighlightPlayRecorder>
        </section>
      ) : null}

      {details ? (
        <div className="mt-8 grid gap-6 md:grid-cols-[2fr_3fr]">
          <Card>
            <dl className="grid gap-4">
              <Fact
                icon={<School className="size-4" />}
                label={t('athletes.profile.school')}
                value={shown(details.school)}
              />
              <Fact
                icon={<MapPin className="size-4" />}
                label={t('athletes.profile.location')}
                value={shown(details.location)}
              />
              <Fact
                icon={<GraduationCap className="size-4" />}
                label={t('athletes.profile.class')}
                value={
                  details.graduationYear
                    ? t('athletes.profile.classOf', { year: String(details.graduationYear) })
                    : null
                }
              />
              <Fact
                icon={<Ruler className="size-4" />}
                label={t('athletes.profile.height')}
                value={details.height}
              />
              <Fact
                icon={<Weight className="size-4" />}
                label={t('athletes.profile.weight')}
                value={details.weight}
              />
              <Fact
                icon={<span className="text-xs font-bold">♂♀</span>}
                label={t('athletes.profile.gender')}
                value={gender && isGender(gender) ? t(genderLabels[gender]) : gender}
              />
            </dl>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold">{t('athletes.profile.about')}</h2>
            <p className="text-muted-foreground mt-2 whitespace-pre-line">
              {details.bio || t('athletes.profile.noBio', { firstName: data.firstName })}
            </p>
          </Card>
        </div>
      ) : (
        <div className="border-border relative mt-8 overflow-hidden rounded-2xl border">
          <div aria-hidden className="grid gap-4 p-8 blur-md select-none sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="bg-muted h-12 rounded-lg" />
            ))}
          </div>
          <div className="bg-background/70 absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center">
            <Lock className="text-primary size-6" aria-hidden />
            <p className="text-lg font-semibold">{t('athletes.profile.locked.title')}</p>
            <p className="text-muted-foreground text-sm">{t('athletes.profile.locked.text')}</p>
            <div className="mt-3 flex flex-wrap justify-center gap-3">
              <Link to="/signup" className={buttonClasses()}>
                {t('athletes.profile.locked.signUp')}
              </Link>
              <Link
                to={`/login?redirectTo=${encodeURIComponent(`/athlete/${data.id}`)}`}
                className={buttonClasses({ variant: 'secondary' })}
              >
                {t('athletes.profile.locked.logIn')}
              </Link>
            </div>
          </div>
        </div>
      )}

      {details && userId ? (
        <div className="mt-8 grid gap-8">
          <AthleteRecordSections
            athleteId={data.id}
            firstName={data.firstName}
            athleteName={name}
            userId={userId}
          />
        </div>
      ) : null}
    </div>
  );
}

/** To the profile's owner only: why other people cannot see it, when they cannot. */
function OwnerNotice({ userId, athleteId }: { userId: string; athleteId: string }) {
  const { data } = usePrivacy(userId);
  const privacy = data?.privacy;
  if (!privacy || privacy.profileId !== athleteId) return null;
  return (
    <div className="mt-6">
      <HiddenProfileNotice userId={userId} privacy={privacy} />
    </div>
  );
}
