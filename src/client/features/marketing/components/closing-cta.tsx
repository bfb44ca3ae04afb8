import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';

/** The last call to action on the home page: join, or finish the profile when signed in. */
export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="closing-cta" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <div className="from-primary relative overflow-hidden rounded-3xl bg-gradient-to-br to-rose-600 px-6 py-14 text-center text-white sm:px-12">
        <h2
          id="closing-cta"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {signedIn ? t('homeMore.closing.signedIn.title') : t('homeMore.closing.signedOut.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">
          {signedIn ? t('homeMore.closing.signedIn.text') : t('homeMore.closing.signedOut.text')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={signedIn ? '/player-profile' : '/signup'}
            className={buttonClasses({ size: 'lg', variant: 'inverse' })}
          >
            {signedIn
              ? t('homeMore.closing.signedIn.action')
              : t('homeMore.closing.signedOut.action')}
            <ArrowRight className="size-5" aria-hidden />
          </Link>
          <Link to="/about" className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}>
            {t('homeMore.closing.aboutUs')}
          </Link>
        </div>
      </div>
    </section>
  );
}
