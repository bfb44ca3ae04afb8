import {
  ArrowRight,
  Building2,
  Dumbbell,
  Eye,
  GraduationCap,
  HeartHandshake,
  School,
  ShieldCheck,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { RichMessage } from '#client/components/rich-message';
import { buttonClasses } from '#client/components/ui/button';
import { SectionHeading } from '#client/components/ui/section-heading';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';
import { getSiteName } from '#client/lib/site-name';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { FeatureList, type Feature } from '../components/feature-list';

type FeatureIds = { icon: LucideIcon; title: MessageId; text: MessageId };

const pillars: FeatureIds[] = [
  {
    icon: Dumbbell,
    title: 'about.pillar.train.title',
    text: 'about.pillar.train.text',
  },
  {
    icon: Trophy,
    title: 'about.pillar.improve.title',
    text: 'about.pillar.improve.text',
  },
  {
    icon: Eye,
    title: 'about.pillar.showcase.title',
    text: 'about.pillar.showcase.text',
  },
];

const partners: FeatureIds[] = [
  {
    icon: School,
    title: 'about.partner.schools.title',
    text: 'about.partner.schools.text',
  },
  {
    icon: Users,
    title: 'about.partner.clubs.title',
    text: 'about.partner.clubs.text',
  },
  {
    icon: Building2,
    title: 'about.partner.leagues.title',
    text: 'about.partner.leagues.text',
  },
  {
    icon: GraduationCap,
    title: 'about.partner.recruiters.title',
    text: 'about.partner.recruiters.text',
  },
];

const commitments: FeatureIds[] = [
  {
    icon: HeartHandshake,
    title: 'about.commitment.open.title',
    text: 'about.commitment.open.text',
  },
  {
    icon: ShieldCheck,
    title: 'about.commitment.safe.title',
    text: 'about.commitment.safe.text',
  },
  {
    icon: Trophy,
    title: 'about.commitment.results.title',
    text: 'about.commitment.results.text',
  },
];

const translated = (t: Translate, features: FeatureIds[]): Feature[] =>
  features.map(({ icon, title, text }) => ({ icon, title: t(title), text: t(text) }));

export function Component() {
  const t = useT();
  const siteName = getSiteName();
  useDocumentTitle(t('about.meta.title'), t('about.meta.description', { siteName }));
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="from-accent via-background to-background absolute inset-0 -z-10 bg-gradient-to-b"
        />
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">
            {t('about.eyebrow', { siteName })}
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('about.title')}
          </h1>
          <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-pretty">
            {t('about.lead', { siteName })}
          </p>
        </div>
      </section>

      <section aria-labelledby="about-pillars" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="about-pillars" className="sr-only">
          {t('about.pillars.title')}
        </h2>
        <FeatureList features={translated(t, pillars)} className="grid gap-6 md:grid-cols-3" />
      </section>

      <section aria-labelledby="about-partners" className="bg-muted/40 border-border mt-8 border-y">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="about-partners"
            eyebrow={t('about.partners.eyebrow')}
            title={t('about.partners.title')}
            description={t('about.partners.description')}
          />
          <FeatureList
            features={translated(t, partners)}
            className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          />
          <p className="mt-8 text-center">
            <Link
              to="/partnership"
              className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
            >
              {t('about.partners.packagesLink')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="about-vision" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-center">
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-slate-800 to-orange-900 p-8 text-white sm:p-10">
            <div
              aria-hidden
              className="absolute -right-16 -bottom-16 size-64 rounded-full bg-orange-500/30 blur-3xl"
            />
            <p className="relative text-sm font-semibold tracking-wider text-orange-300 uppercase">
              {t('about.vision.eyebrow')}
            </p>
            <h2 id="about-vision" className="relative mt-3 text-3xl font-bold text-balance">
              {t('about.vision.title')}
            </h2>
            <p className="relative mt-4 text-slate-300">{t('about.vision.text')}</p>
          </div>
          <FeatureList features={translated(t, commitments)} layout="row" className="grid gap-6" />
        </div>
      </section>

      <section aria-labelledby="about-cta" className="mx-auto max-w-4xl px-4 pb-8 text-center">
        <h2 id="about-cta" className="text-2xl font-bold sm:text-3xl">
          {t('about.cta.title')}
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 max-w-xl">{t('about.cta.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/signup" className={buttonClasses({ size: 'lg' })}>
            {t('about.cta.signUp')}
          </Link>
          <Link to="/videos" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            {t('about.cta.videos')}
          </Link>
        </div>
        <p className="text-muted-foreground mt-8 text-sm">
          <RichMessage
            id="about.childSafety"
            parts={{
              link: (
                <Link
                  to="/child-safety"
                  className="text-primary underline underline-offset-4 hover:decoration-2"
                >
                  {t('app.childSafetyStatement')}
                </Link>
              ),
            }}
          />
        </p>
      </section>
    </>
  );
}
