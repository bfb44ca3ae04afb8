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
} from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button';
import { ExternalLink } from '#client/components/ui/external-link';
import { SectionHeading } from '#client/components/ui/section-heading';
import { cn } from '#client/lib/cn';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useSiteInfo } from '#client/lib/site-info';
import { FaqList, type FaqItem } from '../components/faq-list';
import { FeatureList } from '../components/feature-list';
import { PiLogo } from '../components/pi-logo';

const steps = [
  {
    icon: Download,
    title: 'Download the Pi Network app',
    text: 'Get the free app from the App Store or Google Play.',
  },
  {
    icon: UserPlus,
    title: 'Sign up with an invitation',
    text: 'Create your account with our referral link or invitation code so your team starts with us.',
  },
  {
    icon: Pickaxe,
    title: 'Tap to start mining',
    text: 'Press the mining button. A session runs for 24 hours; the app does not need to stay open.',
  },
  {
    icon: CalendarClock,
    title: 'Come back every 24 hours',
    text: 'Start a new session each day. A daily habit, like stretching before practice.',
  },
];

const tips = [
  {
    icon: CalendarClock,
    title: 'Never miss a session',
    text: 'Mining runs in 24-hour sessions. Set a reminder so you start the next one on time.',
  },
  {
    icon: ShieldCheck,
    title: 'Build your security circle',
    text: 'Add up to 5 security circle contacts you trust. A complete circle raises your mining rate.',
  },
  {
    icon: Users,
    title: 'Invite your teammates',
    text: 'Earn a 25% referral bonus for each person you invite while they are mining too.',
  },
  {
    icon: IdCard,
    title: 'Verify your identity',
    text: 'Complete Pi’s identity check so the Pi you mine can move to the main network.',
  },
  {
    icon: Lock,
    title: 'Lock up for longer',
    text: 'Pi lets you lock part of your balance for a period in return for a higher mining rate.',
  },
  {
    icon: Server,
    title: 'Run a node',
    text: 'If you have a computer that stays on, running Pi Node supports the network and adds rewards.',
  },
];

const faq: FaqItem[] = [
  {
    question: 'Does mining Pi cost anything?',
    answer:
      'No. The Pi Network app is free and mining does not use your phone’s processor to solve puzzles, so it does not drain your battery or use much data. You only tap once per 24-hour session.',
  },
  {
    question: 'Can athletes under 18 mine Pi?',
    answer:
      'Pi Network sets its own age rules in its terms. Athletes under 18 should ask a parent or guardian before downloading the app or sharing an invitation code.',
  },
  {
    question: 'What can I use Pi for on this site?',
    answer:
      'You can pay for the All Training Subscription and the Recruiting Profile with Pi through the Pi Browser, and Pi will power athlete NFTs when they launch.',
  },
  {
    question: 'Is my Pi worth money?',
    answer:
      'Pi is a cryptocurrency and its value, if any, is set by Pi Network and the market, not by us. Treat mining as a fun extra, never as a promise of income.',
  },
];

function StoreLinks({ className }: { className?: string }) {
  const { data } = useSiteInfo();
  if (!data) return <div className="h-12" />;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <ExternalLink
        href={data.links.piAppStore}
        className={buttonClasses({ size: 'lg', variant: 'inverse' })}
      >
        <Smartphone className="size-5" aria-hidden />
        App Store
      </ExternalLink>
      <ExternalLink
        href={data.links.piPlayStore}
        className={buttonClasses({ size: 'lg', variant: 'inverse' })}
      >
        <Smartphone className="size-5" aria-hidden />
        Google Play
      </ExternalLink>
      <ExternalLink
        href={data.links.piReferral}
        className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}
      >
        Join with Our Invitation
      </ExternalLink>
    </div>
  );
}

export function Component() {
  useDocumentTitle(
    'Mine Pi',
    'How to mine Pi on your phone in four steps, six ways to boost your mining rate, and answers to common questions.',
  );
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
              Pi Network
            </p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-6xl">Mine Pi</h1>
            <p className="mt-6 max-w-xl text-lg text-violet-100">
              Pi is a cryptocurrency you mine from your phone with one tap a day. Start mining, grow
              your balance with your security circle and your team, and use Pi to pay for training
              here.
            </p>
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
            eyebrow="The basics"
            title="What is Pi?"
            description="Pi is a digital currency built to be mined on a phone. Instead of power-hungry machines, Pi relies on people vouching for each other through security circles, so anyone can take part without special hardware or cost."
          />
          <div>
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="border-border bg-card rounded-2xl border p-6 shadow-sm">
                <dt className="text-muted-foreground text-sm">
                  <Users className="mb-3 size-7 text-violet-600 dark:text-violet-400" aria-hidden />
                  Engaged Pioneers
                </dt>
                <dd className="text-3xl font-extrabold">35 million</dd>
              </div>
              <div className="border-border bg-card rounded-2xl border p-6 shadow-sm">
                <dt className="text-muted-foreground text-sm">
                  <Globe2
                    className="mb-3 size-7 text-violet-600 dark:text-violet-400"
                    aria-hidden
                  />
                  Pi community worldwide
                </dt>
                <dd className="text-3xl font-extrabold">113 million</dd>
              </div>
            </dl>
            <p className="text-muted-foreground mt-3 text-xs">
              Community sizes as published by Pi Network.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-to-mine" className="bg-muted/40 border-border border-y">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="how-to-mine"
            eyebrow="Get started"
            title="How to Mine"
            description="Four steps, about five minutes."
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
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="text-muted-foreground mt-2 text-sm">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="boost-tips" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="boost-tips" eyebrow="Earn more" title="Six ways to boost your mining" />
        <FeatureList
          features={tips}
          layout="row"
          tone="pi"
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        />
      </section>

      <section aria-labelledby="mining-cta" className="mx-auto max-w-7xl px-4">
        <div className="rounded-3xl bg-gradient-to-br from-violet-700 to-indigo-900 px-6 py-12 text-center text-white sm:px-12">
          <BatteryCharging className="mx-auto size-10 text-amber-300" aria-hidden />
          <h2 id="mining-cta" className="mt-4 text-3xl font-bold text-balance">
            Start your first session today
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-violet-100">
            Download the app, join with our invitation and tap to mine. Then come back tomorrow.
          </p>
          {referralCode ? (
            <p className="mt-4 text-sm">
              Invitation code:{' '}
              <span className="rounded-md bg-white/15 px-2 py-1 font-mono font-semibold">
                {referralCode}
              </span>
            </p>
          ) : null}
          <StoreLinks className="mt-8 justify-center" />
        </div>
      </section>

      <section aria-labelledby="mining-faq" className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
        <SectionHeading id="mining-faq" eyebrow="FAQ" title="Questions about mining" />
        <div className="mt-8">
          <FaqList items={faq} />
        </div>
        <p className="text-muted-foreground mt-8 text-xs">
          Pi Network is a separate service with its own app, terms and rewards. Mining rates and
          bonuses are set by Pi Network and may change. Nothing on this page is financial advice.
        </p>
      </section>
    </>
  );
}
