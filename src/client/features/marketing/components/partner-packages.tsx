import { Check } from 'lucide-react';
import { partnershipPackages } from '#shared/partnership-packages';
import { SectionHeading } from '#client/components/ui/section-heading';
import { OfferCard, OfferPrice } from './offer-card';
import { PartnerSiteLink } from './partner-links';

/** The partnership page's four packages, each with its figures, and what the figures depend on. */
export function PartnerPackages() {
  return (
    <section aria-labelledby="partner-packages" className="bg-muted/40 border-border border-y">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="partner-packages"
          eyebrow="Packages"
          title="Choose your partnership"
          description="Three monthly packages and one lifetime partnership."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {partnershipPackages.map((pkg) => (
            <li key={pkg.id}>
              <OfferCard
                titleId={`package-${pkg.id}`}
                title={pkg.title}
                titleClassName="text-xl font-bold"
                badge={pkg.badge}
                popular={pkg.popular}
              >
                <OfferPrice amount={pkg.price} billing={pkg.subtitle} className="mt-3" />
                <p className="text-muted-foreground mt-3 text-sm">{pkg.description}</p>
                <ul
                  aria-label={`${pkg.title} figures`}
                  className="mt-5 grid gap-2 text-sm font-medium"
                >
                  {pkg.splits.map((line) => (
                    <li key={line} className="flex gap-2">
                      <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                      {line}
                    </li>
                  ))}
                </ul>
                <ul className="border-border text-muted-foreground mt-4 grid flex-1 content-start gap-2 border-t pt-4 text-sm">
                  {pkg.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                <PartnerSiteLink
                  label={`Choose ${pkg.title}`}
                  variant={pkg.popular ? 'primary' : 'secondary'}
                  size="md"
                  className="mt-6 w-full"
                />
              </OfferCard>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mx-auto mt-8 max-w-3xl text-center text-xs">
          Your partnership agreement sets out how splits, payouts and downline layers are calculated
          and paid. What you earn depends on the athletes and partners who join through you; no
          income is guaranteed.
        </p>
      </div>
    </section>
  );
}
