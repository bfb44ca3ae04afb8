import { useT } from '#client/lib/i18n/i18n';
import { NewsletterForm } from './newsletter-form';
import { WalletConnect } from './wallet-connect';

/** The #early-access target: the Pi wallet connection and the launch newsletter side by side. */
export function NftEarlyAccessSection() {
  const t = useT();
  return (
    <section
      id="early-access"
      aria-labelledby="early-access-title"
      className="mx-auto max-w-7xl scroll-mt-32 px-4"
    >
      <div className="border-border bg-card grid gap-10 rounded-3xl border p-6 shadow-sm sm:p-10 lg:grid-cols-2">
        <div>
          <h2 id="early-access-title" className="text-2xl font-bold sm:text-3xl">
            {t('nft.earlyAccess.title')}
          </h2>
          <p className="text-muted-foreground mt-3">{t('nft.earlyAccess.text')}</p>
          <div className="mt-6">
            <WalletConnect />
          </div>
        </div>
        <div>
          <h3 className="text-lg font-semibold">{t('nft.earlyAccess.newsTitle')}</h3>
          <p className="text-muted-foreground mt-2 mb-5 text-sm">{t('nft.earlyAccess.newsText')}</p>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
