import { CreditCard, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT } from '#client/lib/i18n/i18n';
import { LoadingScreen, useLoadingScreen } from '../components/loading-screen';
import { PiLinks } from '../components/pi-links';
import { SandboxControls } from '../components/sandbox-controls';
import { SdkStatus } from '../components/sdk-status';
import { usePiControls } from '../components/use-pi-controls';

/** The Developer Hub (/pi-developer, docs/product.md#pi-developer-pages). */
export function Component() {
  const t = useT();
  const controls = usePiControls();
  const loading = useLoadingScreen();
  if (loading) return <LoadingScreen label={t('pi.hub.loading')} />;
  return (
    <>
      <PageIntro title={t('pi.hub.title')} description={t('pi.hub.description')} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 md:grid-cols-2">
        <section
          aria-labelledby="hub-tools"
          className="border-border bg-card grid h-fit gap-4 rounded-xl border p-5"
        >
          <h2 id="hub-tools" className="text-lg font-semibold">
            {t('pi.hub.tools')}
          </h2>
          <PiLinks />
        </section>
        <section
          aria-labelledby="hub-sdk"
          className="border-border bg-card grid h-fit gap-4 rounded-xl border p-5"
        >
          <h2 id="hub-sdk" className="text-lg font-semibold">
            {t('pi.hub.sdk')}
          </h2>
          <SdkStatus state={controls.state} />
          <SandboxControls controls={controls} showOverride={false} code="sandbox-only" />
        </section>
        <article className="border-border bg-card grid gap-3 rounded-xl border p-5">
          <KeyRound className="text-primary size-6" aria-hidden />
          <h2 className="text-lg font-semibold">{t('pi.hub.authentication')}</h2>
          <p className="text-muted-foreground text-sm">{t('pi.hub.authenticationText')}</p>
          <Link
            to="/signup"
            className={buttonClasses({ variant: 'secondary', className: 'w-fit' })}
          >
            {t('pi.hub.createAccount')}
          </Link>
        </article>
        <article className="border-border bg-card grid gap-3 rounded-xl border p-5">
          <CreditCard className="text-primary size-6" aria-hidden />
          <h2 className="text-lg font-semibold">{t('pi.hub.payments')}</h2>
          <p className="text-muted-foreground text-sm">{t('pi.hub.paymentsText')}</p>
          <Link
            to="/pi-utilities"
            className={buttonClasses({ variant: 'secondary', className: 'w-fit' })}
          >
            {t('pi.hub.openUtilities')}
          </Link>
        </article>
      </div>
    </>
  );
}
