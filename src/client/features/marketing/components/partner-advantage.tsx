import { Dumbbell, Search, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const advantages: { icon: LucideIcon; text: MessageId }[] = [
  { icon: Dumbbell, text: 'partnership.advantage.training' },
  { icon: Search, text: 'partnership.advantage.search' },
  { icon: Wallet, text: 'partnership.advantage.payments' },
  { icon: ShieldCheck, text: 'partnership.advantage.safety' },
];

/** What keeps athletes, and so partners, on the site, with the way to the partnership team. */
export function PartnerAdvantage({ siteName }: { siteName: string }) {
  const t = useT();
  return (
    <section aria-labelledby="partner-advantage" className="mx-auto max-w-7xl px-4">
      <div className="grid items-center gap-10 rounded-3xl bg-gradient-to-br from-slate-900 via-slate-800 to-blue-950 p-8 text-white sm:p-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wider text-orange-300 uppercase">
            {t('partnership.advantage.eyebrow', { siteName })}
          </p>
          <h2 id="partner-advantage" className="mt-2 text-3xl font-bold text-balance">
            {t('partnership.advantage.title')}
          </h2>
          <p className="mt-4 text-slate-300">{t('partnership.advantage.text')}</p>
          <Link
            to="/contact"
            className={buttonClasses({ size: 'lg', variant: 'inverse', className: 'mt-8' })}
          >
            {t('partnership.advantage.contact')}
          </Link>
        </div>
        <ul className="grid gap-4">
          {advantages.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <Icon className="mt-0.5 size-5 shrink-0 text-orange-300" aria-hidden />
              <span className="text-sm">{t(text)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
