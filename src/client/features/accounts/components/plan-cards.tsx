import { Check, Loader2 } from 'lucide-react';
import type { PaidPlanId } from '#shared/payments';
import { pricingTiers, type PricingTier } from '#shared/pricing';
import { Button, buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useTierPrice, useTierTexts } from '#client/lib/pricing-texts';
import { useStartCheckout } from '#client/lib/start-checkout';

type Plan = {
  tier: PricingTier;
  label: MessageId;
  /** a paid plan opens a card checkout; Basic Access points at the form below */
  action: { checkout: PaidPlanId } | { to: `#${string}` };
};

const tierOf = (id: PricingTier['id']) => pricingTiers.find((tier) => tier.id === id)!;

/** The memberships, their names, prices and features as every pricing section shows them. */
const plans: Plan[] = [
  {
    tier: tierOf('basic'),
    label: 'pricing.planCards.startFreeBelow',
    action: { to: '#athlete-registration' },
  },
  {
    tier: tierOf('premium'),
    label: 'pricing.planCards.startFreeMonth',
    action: { checkout: 'premium' },
  },
  {
    tier: tierOf('recruiting'),
    label: 'pricing.planCards.getRecruited',
    action: { checkout: 'recruiting' },
  },
];

/**
 * The three plans above the athlete form (docs/product.md#plans). A paid plan opens a card
 * checkout; as this page is for visitors, that first means logging in, after which /pricing offers
 * the plan again.
 */
export function PlanCards() {
  const t = useT();
  const textsOf = useTierTexts();
  const price = useTierPrice();
  const { start, pendingPlan } = useStartCheckout({ returnTo: '/pricing' });
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {plans.map(({ tier, label, action }) => {
        const texts = textsOf(tier);
        return (
          <li
            key={tier.id}
            className={cn(
              'bg-card relative flex flex-col rounded-2xl border p-6 shadow-sm',
              tier.popular ? 'border-primary ring-primary/30 ring-2' : 'border-border',
            )}
          >
            {texts.badge && tier.popular ? (
              <span className="bg-primary text-primary-foreground absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold">
                {texts.badge}
              </span>
            ) : null}
            <h2 className="text-lg font-semibold">{texts.name}</h2>
            <p className="mt-2">
              <span className="text-3xl font-bold">{price.amount(tier, 'card')}</span>
              <span className="text-muted-foreground text-sm">
                {tier.billing === 'month' ? t('pricing.planCards.perMonth') : ''}
              </span>
            </p>
            {texts.specialOffer ? (
              <p className="text-primary mt-1 text-sm font-medium">{texts.specialOffer}</p>
            ) : null}
            <ul className="mt-4 grid flex-1 gap-2 text-sm">
              {texts.features.map((text) => (
                <li key={text} className="flex gap-2">
                  <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                  {text}
                </li>
              ))}
            </ul>
            {'checkout' in action ? (
              <PaidPlanButton
                plan={action.checkout}
                label={t(label)}
                popular={tier.popular}
                pending={pendingPlan === action.checkout}
                onStart={start}
              />
            ) : (
              <>
                <a
                  href={action.to}
                  className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}
                >
                  {t(label)}
                </a>
                <p className="text-muted-foreground mt-2 text-center text-xs">
                  {t('pricing.planCards.noCard')}
                </p>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function PaidPlanButton({
  plan,
  label,
  popular,
  pending,
  onStart,
}: {
  plan: PaidPlanId;
  label: string;
  popular?: boolean;
  pending: boolean;
  onStart: (plan: PaidPlanId) => Promise<void>;
}) {
  const t = useT();
  return (
    <>
      <Button
        variant={popular ? 'primary' : 'secondary'}
        className="mt-6"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void onStart(plan)}
      >
        {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {label}
      </Button>
      <p className="text-muted-foreground mt-2 text-center text-xs">
        {t('pricing.planCards.paidByCard')}
      </p>
    </>
  );
}
