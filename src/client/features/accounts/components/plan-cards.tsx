import { Check, Loader2 } from 'lucide-react';
import type { PaidPlanId } from '#shared/payments';
import { Button, buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useStartCheckout } from '#client/lib/start-checkout';

type Plan = {
  name: string;
  price: string;
  period: string;
  note?: string;
  popular?: boolean;
  features: string[];
  label: string;
  /** a paid plan opens a card checkout; Basic Access points at the form below */
  action: { checkout: PaidPlanId } | { to: `#${string}` };
};

const plans: Plan[] = [
  {
    name: 'Basic Access',
    price: 'Free',
    period: '',
    features: ['Athlete profile', 'Basic training videos', 'Browse athletes'],
    label: 'Start free below',
    action: { to: '#athlete-registration' },
  },
  {
    name: 'All Training Subscription',
    price: '$9.99',
    period: '/month',
    note: 'First month free',
    popular: true,
    features: [
      'Every training level in 8 sports',
      'Live training sessions',
      'New videos every month',
    ],
    label: 'Start free month',
    action: { checkout: 'premium' },
  },
  {
    name: 'Recruiting Profile',
    price: '$39.99',
    period: '/month',
    features: [
      'Featured placement for recruiters',
      'Messaging with college coaches',
      'Highlight reels',
    ],
    label: 'Get recruited',
    action: { checkout: 'recruiting' },
  },
];

/**
 * The three plans above the athlete form (SPEC §2). A paid plan opens a card checkout; as this page
 * is for visitors, that first means logging in, after which /pricing offers the plan again.
 */
export function PlanCards() {
  const { start, pendingPlan } = useStartCheckout({ returnTo: '/pricing' });
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.name}
          className={cn(
            'bg-card relative flex flex-col rounded-2xl border p-6 shadow-sm',
            plan.popular ? 'border-primary ring-primary/30 ring-2' : 'border-border',
          )}
        >
          {plan.popular ? (
            <span className="bg-primary text-primary-foreground absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold">
              Popular
            </span>
          ) : null}
          <h2 className="text-lg font-semibold">{plan.name}</h2>
          <p className="mt-2">
            <span className="text-3xl font-bold">{plan.price}</span>
            <span className="text-muted-foreground text-sm">{plan.period}</span>
          </p>
          {plan.note ? <p className="text-primary mt-1 text-sm font-medium">{plan.note}</p> : null}
          <ul className="mt-4 grid flex-1 gap-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
          {'checkout' in plan.action ? (
            <PaidPlanButton
              plan={plan.action.checkout}
              label={plan.label}
              popular={plan.popular}
              pending={pendingPlan === plan.action.checkout}
              onStart={start}
            />
          ) : (
            <>
              <a
                href={plan.action.to}
                className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}
              >
                {plan.label}
              </a>
              <p className="text-muted-foreground mt-2 text-center text-xs">No card needed.</p>
            </>
          )}
        </li>
      ))}
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
      <p className="text-muted-foreground mt-2 text-center text-xs">Paid by card in US dollars.</p>
    </>
  );
}
