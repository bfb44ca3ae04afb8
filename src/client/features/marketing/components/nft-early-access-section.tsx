import { NewsletterForm } from './newsletter-form';
import { WalletConnect } from './wallet-connect';

/** The #early-access target: the Pi wallet connection and the launch newsletter side by side. */
export function NftEarlyAccessSection() {
  return (
    <section
      id="early-access"
      aria-labelledby="early-access-title"
      className="mx-auto max-w-7xl scroll-mt-32 px-4"
    >
      <div className="border-border bg-card grid gap-10 rounded-3xl border p-6 shadow-sm sm:p-10 lg:grid-cols-2">
        <div>
          <h2 id="early-access-title" className="text-2xl font-bold sm:text-3xl">
            Join early access
          </h2>
          <p className="text-muted-foreground mt-3">
            Connect your Pi wallet from the Pi Browser to hold your place, and subscribe for news of
            each launch phase.
          </p>
          <div className="mt-6">
            <WalletConnect />
          </div>
        </div>
        <div>
          <h3 className="text-lg font-semibold">Get launch news by email</h3>
          <p className="text-muted-foreground mt-2 mb-5 text-sm">
            Hear the day each phase opens. Athletes under 18 should check with a parent or guardian
            before joining a wallet-based feature.
          </p>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
