import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';

const plans = [
  {
    name: 'Basic Access',
    price: 'Free',
    period: '',
    features: ['Athlete profile', 'Basic training videos', 'Browse athletes'],
    action: { label: 'Start free below', to: '#athlete-registration' },
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
    action: { label: 'See the plan', to: '/pricing' },
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
    action: { label: 'See the plan', to: '/pricing#recruiting' },
  },
];

/** The three plans above the athlete form; paid plans are bought on /pricing. */
export function PlanCards() {
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
          {plan.action.to.startsWith('#') ? (
            <a
              href={plan.action.to}
              className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}
            >
              {plan.action.label}
            </a>
          ) : (
            <Link
              to={plan.action.to}
              className={buttonClasses({
                variant: plan.popular ? 'primary' : 'secondary',
                className: 'mt-6',
              })}
            >
              {plan.action.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
