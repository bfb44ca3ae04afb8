import {
  BatteryCharging,
  CalendarClock,
  Download,
  Globe2,
  IdCard,
  Lock,
  Pickaxe,
  Server,
  ShieldCheck,
  Smartphone,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button';
import { ExternalLink } from '#client/components/ui/external-link';
import { SectionHeading } from '#client/components/ui/section-heading';
import { cn } from '#client/lib/cn';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useSiteInfo } from '#client/lib/site-info';
import { FaqList } from '../components/faq-list';
import { FeatureList } from '../components/feature-list';
import { PiLogo } from '../components/pi-logo';

type Feature = { icon: LucideIcon; title: MessageId; text: MessageId };

const steps: Feature[] = [
  {
    icon: Download,
    title: 'piMining.step.download.title',
    text: 'piMining.step.download.text',
  },
  {
    icon: UserPlus,
    title: 'piMining.step.signUp.title',
    text: 'piMining.step.signUp.text',
  },
  {
    icon: Pickaxe,
    title: 'piMining.step.tap.title',
    text: 'piMining.step.tap.text',
  },
  {
    icon: CalendarClock,
    title: 'piMining.step.return.title',
    text: 'piMining.step.return.text',
  },
];

const tips: Feature[] = [
  {
    icon: CalendarClock,
    title: 'piMining.tip.session.title',
    text: 'piMining.tip.session.text',
  },
  {
    icon: ShieldCheck,
    title: 'piMining.tip.circle.title',
    text: 'piMining.tip.circle.text',
  },
  {
    icon: Users,
    title: 'piMining.tip.invite.title',
    text: 'piMining.tip.invite.text',
  },
  {
    icon: IdCard,
    title: 'piMining.tip.verify.title',
    text: 'piMining.tip.verify.text',
  },
  {
    icon: Lock,
    title: 'piMining.tip.lockup.title',
    text: 'piMining.tip.lockup.text',
  },
  {
    icon: Server,
    title: 'piMining.tip.node.title',
    text: 'piMining.tip.node.text',
  },
];

const faq: { question: MessageId; answer: MessageId }[] = [
  {
    question: 'piMining.faq.cost.question',
    answer: 'piMining.faq.cost.answer',
  },
  {
    question: 'piMining.faq.minors.question',
    answer: 'piMining.faq.minors.answer',
  },
  { question: 'piMining.faq.use.question', answer: 'piMining.faq.use.answer' },
  {
    question: 'piMining.faq.worth.question',
    answer: 'piMining.faq.worth.answer',
  },
];

function StoreLinks({ className }: { className?: string }) {
  const t = useT();
  const { data } = useSiteInfo();
  if (!data) return <div className="h-12" />;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <ExternalLink
        href={data.links.piAppStore}
        className={buttonClasses({ size: 'lg', variant: 'inverse' })}
      >
        <Smartphone className="size-5" aria-hidden />
        {t('piMining.appStore')}
      </ExternalLink>
      <ExternalLink
        href={data.links.piPlayStore}
        className={buttonClasses({ size: 'lg', variant: 'inverse' })}
      >
        <Smartphone className="size-5" aria-hidden />
        {t('piMining.googlePlay')}
      </ExternalLink>
      <ExternalLink
        href={data.links.piReferral}
        className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}
      >
        {t('piMining.joinInvitation')}
      </ExternalLink>
    </div>
  );
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('piMining.title'), t('piMining.meta.description'));
  const { data } = useSiteInfo();
  const referralCode = data?.links.piReferralCode;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-violet-800 via-purple-900 to-indigo-950 text-white">
        <div
          aria-hidden
          className="absolute -top-32 -right-20 size-96 rounded-full bg-fuchsia-500/30 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">
              {t('piMining.eyebrow')}
            </p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-6xl">
              {t('piMining.title')}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-violet-100">{t('piMining.lead')}</p>
            <div className="mt-8">
              <StoreLinks />
            </div>
          </div>
          <div className="flex justify-center">
            <PiLogo className="size-44 drop-shadow-2xl sm:size-56" />
          </div>
        </div>
      </section>

      <section aria-labelledby="what-is-pi" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeading
            id="what-is-pi"
            align="left"
            eyebrow={t('piMining.basics.eyebrow')}
            title={t('piMining.basics.title')}
            description={t('piMining.basics.description')}
          />
          <div>
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="border-border bg-card rounded-2xl border p-6 shadow-sm">
                <dt className="text-muted-foreground text-sm">
                  <Users className="mb-3 size-7 text-violet-600 dark:text-violet-400" aria-hidden />
                  {t('piMining.stats.pioneers')}
                </dt>
                <dd className="text-3xl font-extrabold">{t('piMining.stats.pioneersCount')}</dd>
              </div>
              <div className="border-border bg-card rounded-2xl border p-6 shadow-sm">
                <dt className="text-muted-foreground text-sm">
                  <Globe2
                    className="mb-3 size-7 text-violet-600 dark:text-violet-400"
                    aria-hidden
                  />
                  {t('piMining.stats.community')}
                </dt>
                <dd className="text-3xl font-extrabold">{t('piMining.stats.communityCount')}</dd>
              </div>
            </dl>
            <p className="text-muted-foreground mt-3 text-xs">{t('piMining.stats.source')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-to-mine" className="bg-muted/40 border-border border-y">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="how-to-mine"
            eyebrow={t('piMining.howTo.eyebrow')}
            title={t('piMining.howTo.title')}
            description={t('piMining.howTo.description')}
          />
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li
                key={title}
                className="border-border bg-card relative rounded-2xl border p-6 shadow-sm"
              >
                <span className="absolute top-4 right-4 text-4xl font-black text-violet-500/20">
                  {index + 1}
                </span>
                <Icon className="size-7 text-violet-600 dark:text-violet-400" aria-hidden />
                <h3 className="mt-4 font-semibold">
                  <span className="sr-only">{t('piMining.howTo.step', { number: index + 1 })}</span>
                  {t(title)}
                </h3>
                <p className="text-muted-foreground mt-2 text-sm">{t(text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="boost-tips" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="boost-tips"
          eyebrow={t('piMining.tips.eyebrow')}
          title={t('piMining.tips.title')}
        />
        <FeatureList
          features={tips.map(({ icon, title, text }) => ({ icon, title: t(title), text: t(text) }))}
          layout="row"
          tone="pi"
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        />
      </section>

      <section aria-labelledby="mining-cta" className="mx-auto max-w-7xl px-4">
        <div className="rounded-3xl bg-gradient-to-br from-violet-700 to-indigo-900 px-6 py-12 text-center text-white sm:px-12">
          <BatteryCharging className="mx-auto size-10 text-amber-300" aria-hidden />
          <h2 id="mining-cta" className="mt-4 text-3xl font-bold text-balance">
            {t('piMining.cta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-violet-100">{t('piMining.cta.text')}</p>
          {referralCode ? (
            <p className="mt-4 text-sm">
              {t('piMining.cta.invitationCode')}{' '}
              <span className="rounded-md bg-white/15 px-2 py-1 font-mono font-semibold">
                {referralCode}
              </span>
            </p>
          ) : null}
          <StoreLinks className="mt-8 justify-center" />
        </div>
      </section>

      <section aria-labelledby="mining-faq" className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="mining-faq"
          eyebrow={t('piMining.faq.eyebrow')}
          title={t('piMining.faq.title')}
        />
        <div className="mt-8">
          <FaqList
            items={faq.map(({ question, answer }) => ({
              question: t(question),
              answer: t(answer),
            }))}
          />
        </div>
        <p className="text-muted-foreground mt-8 text-xs">{t('piMining.disclaimer')}</p>
      </section>
    </>
  );
}
