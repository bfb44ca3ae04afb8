import { ArrowRight, Award, Gem, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const planned: { icon: LucideIcon; text: MessageId }[] = [
  { icon: Gem, text: 'homeMore.nft.planned.cards' },
  { icon: Award, text: 'homeMore.nft.planned.badges' },
  { icon: Sparkles, text: 'homeMore.nft.planned.drops' },
];

/** The home page's short block about athlete NFTs, which are not available yet. */
export function NftTeaser() {
  const t = useT();
  return (
    <section aria-labelledby="nft-teaser" className="mx-auto max-w-7xl px-4 py-8">
      <div className="relative overflow-hidden rounded-3xl bg-slate-950 px-6 py-12 text-white sm:px-12">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(168,85,247,0.45),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(249,115,22,0.35),transparent_45%)]"
        />
        <div className="relative grid items-center gap-8 md:grid-cols-[1.4fr_1fr]">
          <div>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold ring-1 ring-white/20">
              <Sparkles className="size-3.5 text-amber-300" aria-hidden />
              {t('homeMore.nft.comingSoon')}
            </span>
            <h2 id="nft-teaser" className="mt-4 text-3xl font-bold tracking-tight text-balance">
              {t('homeMore.nft.title')}
            </h2>
            <p className="mt-3 text-slate-300">{t('homeMore.nft.lead')}</p>
            <Link
              to="/coming-soon"
              className={buttonClasses({ variant: 'inverse', className: 'mt-6' })}
            >
              {t('homeMore.nft.learnMore')}
              <span className="sr-only"> {t('homeMore.nft.learnMoreTopic')}</span>
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <ul aria-label={t('homeMore.nft.planned')} className="grid gap-3">
            {planned.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="flex items-center gap-3 rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10"
              >
                <Icon className="size-5 text-fuchsia-300" aria-hidden />
                <span className="text-sm font-medium">{t(text)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
