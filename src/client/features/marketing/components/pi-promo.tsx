import { ArrowRight, Coins, Pickaxe, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const points: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: Wallet, title: 'homeMore.pi.payInPi.title', text: 'homeMore.pi.payInPi.text' },
  { icon: Pickaxe, title: 'homeMore.pi.mine.title', text: 'homeMore.pi.mine.text' },
  { icon: Coins, title: 'homeMore.pi.balance.title', text: 'homeMore.pi.balance.text' },
];

/** The cryptocurrency network section of the home page. */
export function PiPromo() {
  const t = useT();
  return (
    <section aria-labelledby="pi-promo" className="px-4 py-4">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-purple-800 to-indigo-950 px-6 py-14 text-white sm:px-12">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 size-80 rounded-full bg-fuchsia-400/30 blur-3xl"
        />
        <div className="relative grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">
              {t('homeMore.pi.eyebrow')}
            </p>
            <h2
              id="pi-promo"
              className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {t('homeMore.pi.title')}
            </h2>
            <p className="mt-4 text-lg text-violet-100">{t('homeMore.pi.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/pi-mining"
                className={buttonClasses({
                  variant: 'plain',
                  className: 'bg-amber-400 text-slate-950 shadow-sm hover:bg-amber-300',
                })}
              >
                {t('homeMore.pi.learnToMine')}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
              <Link to="/pricing" className={buttonClasses({ variant: 'inverse-outline' })}>
                {t('homeMore.pi.seePrices')}
              </Link>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {points.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
                <Icon className="size-6 text-amber-300" aria-hidden />
                <h3 className="mt-3 font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm text-violet-100">{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
