import { Medal, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useT, type MessageId, type MessageValues } from '#client/lib/i18n/i18n';

/** The sample card's figures. */
const sampleStats: { id: MessageId; values: MessageValues }[] = [
  { id: 'nft.hero.card.season', values: { number: 1 } },
  { id: 'nft.hero.card.level', values: { number: 4 } },
  { id: 'nft.hero.card.badges', values: { count: 3 } },
];

/** The coming-soon page's opening band: what athlete NFTs are, with a sample highlight card. */
export function NftHero() {
  const t = useT();
  return (
    <section className="relative overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,rgba(168,85,247,0.5),transparent_40%),radial-gradient(circle_at_0%_100%,rgba(249,115,22,0.4),transparent_45%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:py-24 lg:grid-cols-2">
        <div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
            <Sparkles className="size-4 text-amber-300" aria-hidden />
            {t('nft.hero.badge')}
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('nft.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">{t('nft.hero.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#early-access"
              className={buttonClasses({
                size: 'lg',
                variant: 'plain',
                className: 'bg-amber-400 text-slate-950 shadow-sm hover:bg-amber-300',
              })}
            >
              {t('nft.hero.joinEarlyAccess')}
            </a>
            <Link
              to="/tournaments"
              className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}
            >
              <Medal className="size-5" aria-hidden />
              {t('nft.hero.tournaments')}
            </Link>
          </div>
        </div>
        <div aria-hidden className="mx-auto w-full max-w-sm">
          <div className="rotate-3 rounded-3xl bg-gradient-to-br from-amber-300 via-orange-500 to-fuchsia-700 p-1 shadow-2xl shadow-fuchsia-900/40">
            <div className="rounded-[1.35rem] bg-slate-900 p-5">
              <img
                src="/images/spotlight/athlete.svg"
                alt=""
                width={400}
                height={400}
                className="aspect-square w-full rounded-2xl object-cover"
              />
              <div className="mt-4 flex items-center justify-between">
                <div>
                  <p className="text-xs tracking-wider text-slate-400 uppercase">
                    {t('nft.hero.card.label')}
                  </p>
                  <p className="text-lg font-bold">{t('nft.hero.card.name')}</p>
                </div>
                <span className="rounded-full bg-amber-400/20 px-2.5 py-1 text-xs font-semibold text-amber-300">
                  #001
                </span>
              </div>
              <div className="mt-4 grid grid-cols-3 gap-2 text-center text-xs">
                {sampleStats.map(({ id, values }) => (
                  <span key={id} className="rounded-lg bg-white/5 py-2 text-slate-300">
                    {t(id, values)}
                  </span>
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
