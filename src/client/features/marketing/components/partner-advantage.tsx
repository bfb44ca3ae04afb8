import { Dumbbell, Search, ShieldCheck, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';

const advantages = [
  {
    icon: Dumbbell,
    text: 'Training for eight sports and every age from 6 to 18, not only highlight hosting',
  },
  { icon: Search, text: 'Profiles searched by recruiters and college coaches' },
  { icon: Wallet, text: 'Payments by card or in Pi, so families can use what they have' },
  {
    icon: ShieldCheck,
    text: 'Child-safety rules built in: limited profiles for minors, restricted messaging and parental consent',
  },
];

/** What keeps athletes, and so partners, on the site, with the way to the partnership team. */
export function PartnerAdvantage({ siteName }: { siteName: string }) {
  return (
    <section aria-labelledby="partner-advantage" className="mx-auto max-w-7xl px-4">
      <div className="grid items-center gap-10 rounded-3xl bg-gradient-to-br from-slate-900 via-slate-800 to-blue-950 p-8 text-white sm:p-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wider text-orange-300 uppercase">
            The {siteName} advantage
          </p>
          <h2 id="partner-advantage" className="mt-2 text-3xl font-bold text-balance">
            One platform your athletes will actually use
          </h2>
          <p className="mt-4 text-slate-300">
            Partners grow when athletes stay. Families stay because training, profiles, live games
            and recruiting are all in one safe place.
          </p>
          <Link
            to="/contact"
            className={buttonClasses({ size: 'lg', variant: 'inverse', className: 'mt-8' })}
          >
            Talk to Our Partnership Team
          </Link>
        </div>
        <ul className="grid gap-4">
          {advantages.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <Icon className="mt-0.5 size-5 shrink-0 text-orange-300" aria-hidden />
              <span className="text-sm">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
