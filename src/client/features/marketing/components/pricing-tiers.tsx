import { Check, CreditCard, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  defaultPaymentMethod,
  describeTierBilling,
  formatTierPrice,
  pricingTiers,
  type PaymentMethod,
  type PricingTier,
} from '#shared/pricing';
import { buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { OfferCard, OfferPrice } from './offer-card';

const methods: Array<{ value: PaymentMethod; label: string; hint: string }> = [
  { value: 'pi', label: 'Pay with Pi', hint: 'Pi payments are made in the Pi Browser.' },
  { value: 'card', label: 'Pay by card', hint: 'Credit and debit cards, billed in US dollars.' },
];

function PaymentMethodSwitch({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="flex flex-col items-center gap-2">
      <legend className="sr-only">Payment method</legend>
      <div className="bg-muted inline-grid grid-cols-2 gap-1 rounded-xl p-1">
        {methods.map((method) => (
          <label
            key={method.value}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
              value === method.value
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              className="sr-only"
            />
            {method.value === 'pi' ? (
              <span aria-hidden className="text-base leading-none font-bold">
                π
              </span>
            ) : (
              <CreditCard className="size-4" aria-hidden />
            )}
            {method.label}
          </label>
        ))}
      </div>
      <p className="text-muted-foreground text-xs">
        {methods.find((method) => method.value === value)?.hint}
      </p>
    </fieldset>
  );
}

function TierCard({
  tier,
  method,
  to,
  anchored,
}: {
  tier: PricingTier;
  method: PaymentMethod;
  to: string;
  anchored: boolean;
}) {
  const titleId = `tier-${tier.id}-title`;
  return (
    <OfferCard
      id={anchored ? tier.id : undefined}
      titleId={titleId}
      title={tier.name}
      badge={tier.badge}
      popular={tier.popular}
    >
      <p className="text-muted-foreground mt-1 text-sm">{tier.description}</p>
      <OfferPrice
        amount={formatTierPrice(tier, method)}
        billing={describeTierBilling(tier)}
        className="mt-5"
        amountTestId="tier-price"
      />
      {tier.specialOffer ? (
        <p className="mt-3 inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-500/10 px-3 py-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
          <Sparkles className="size-3.5" aria-hidden />
          {tier.specialOffer}
        </p>
      ) : null}
      <ul className="mt-6 grid flex-1 content-start gap-2.5 text-sm">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link
        to={to}
        aria-describedby={titleId}
        className={buttonClasses({
          variant: tier.popular ? 'primary' : 'secondary',
          className: 'mt-6 w-full',
        })}
      >
        {tier.buttonText}
      </Link>
    </OfferCard>
  );
}

const membershipIds = new Set(['basic', 'premium', 'recruiting']);

/**
 * Every plan from the one shared list, with the Pi / card switch. The pay-as-you-go tiers have no
 * fixed amount and sit in their own row, so they are never mistaken for a subscription.
 */
export function PricingTiers({
  linkFor,
  anchored = false,
}: {
  /** Where a tier's button leads. */
  linkFor: (tier: PricingTier) => string;
  /** Give each card its tier id as an HTML id, for links such as /pricing#recruiting. */
  anchored?: boolean;
}) {
  const [method, setMethod] = useState<PaymentMethod>(defaultPaymentMethod);
  const memberships = pricingTiers.filter((tier) => membershipIds.has(tier.id));
  const payAsYouGo = pricingTiers.filter((tier) => !membershipIds.has(tier.id));
  const cards = (tiers: PricingTier[]) =>
    tiers.map((tier) => (
      <TierCard key={tier.id} tier={tier} method={method} to={linkFor(tier)} anchored={anchored} />
    ));
  return (
    <div>
      <PaymentMethodSwitch value={method} onChange={setMethod} />
      <div className="mt-10 grid gap-6 lg:grid-cols-3">{cards(memberships)}</div>
      <p className="mt-14 text-center text-xl font-semibold">Pay as you go</p>
      <p className="text-muted-foreground mt-2 text-center text-sm">
        No subscription: the price is shown before you pay for each event or analysis.
      </p>
      <div className="mx-auto mt-6 grid max-w-4xl gap-6 md:grid-cols-2">{cards(payAsYouGo)}</div>
    </div>
  );
}
