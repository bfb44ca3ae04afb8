import { Check, CreditCard, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isPaidPlan, type PaidPlanId } from '#shared/payments';
import {
  defaultPaymentMethod,
  pricingTiers,
  type PaymentMethod,
  type PricingTier,
  type PricingTierId,
} from '#shared/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { piTexts } from '#shared/pi';
import { Button, buttonClasses } from '#client/components/ui/button';
import { usePayInPi } from '#client/lib/pi/use-pay-in-pi';
import { useAuth } from '#client/lib/auth/auth-provider';
import { cn } from '#client/lib/cn';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { useTierPrice, useTierTexts } from '#client/lib/pricing-texts';
import { requestedPlan, useStartCheckout } from '#client/lib/start-checkout';
import { toast } from '#client/lib/toast';
import { OfferCard, OfferPrice } from './offer-card';

const methods: Array<{ value: PaymentMethod; label: MessageId; hint: MessageId }> = [
  { value: 'pi', label: 'pricing.method.pi.label', hint: 'pricing.method.pi.hint' },
  { value: 'card', label: 'pricing.method.card.label', hint: 'pricing.method.card.hint' },
];

function PaymentMethodSwitch({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const t = useT();
  const hint = methods.find((method) => method.value === value)?.hint;
  return (
    <fieldset className="flex flex-col items-center gap-2">
      <legend className="sr-only">{t('pricing.method.legend')}</legend>
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
            {t(method.label)}
          </label>
        ))}
      </div>
      <p className="text-muted-foreground text-xs">{hint ? t(hint) : null}</p>
    </fieldset>
  );
}

/** What a paid plan's button does and shows; the other plans' buttons are plain links. */
type Checkout = {
  method: PaymentMethod;
  pendingPlan: PaidPlanId | null;
  /** the plan a member came back for after logging in (`?plan=`) */
  continuing: PaidPlanId | null;
  start: (plan: PaidPlanId) => void;
};

const planActionId = (plan: PaidPlanId) => `plan-action-${plan}`;

/**
 * A plan paid in Pi: the SDK layer is fetched on the press (no page carries it otherwise), signs
 * the member in with Pi and runs the payment. A site without Pi says it needs the Pi Browser.
 */
function PiPlanAction({
  label,
  plan,
  titleId,
  variant,
}: {
  label: string;
  plan: PaidPlanId;
  titleId: string;
  variant: 'primary' | 'secondary';
}) {
  const t = useT();
  const shown = useShownText();
  const queryClient = useQueryClient();
  const { mode, pending, pay: payInPi } = usePayInPi();
  const noteId = `${planActionId(plan)}-note`;

  async function pay() {
    if (mode === 'off') {
      toast.info(shown(piTexts.browserRequired), {
        description: t('pricing.pi.browserRequired'),
      });
      return;
    }
    await payInPi({ plan }, () => void queryClient.invalidateQueries());
  }

  return (
    <div className="mt-6 grid gap-2">
      <Button
        id={planActionId(plan)}
        variant={variant}
        className="w-full"
        aria-describedby={`${titleId} ${noteId}`}
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void pay()}
      >
        {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {label}
      </Button>
      <p id={noteId} className="text-muted-foreground text-center text-xs">
        {mode === 'simulator' ? t('pricing.pi.simulatorNote') : t('pricing.pi.browserNote')}
      </p>
    </div>
  );
}

function PaidPlanAction({
  tier,
  texts,
  plan,
  titleId,
  checkout,
}: {
  tier: PricingTier;
  /** the plan's name and button, in the page's language */
  texts: { name: string; button: string };
  plan: PaidPlanId;
  titleId: string;
  checkout: Checkout;
}) {
  const t = useT();
  const variant = tier.popular ? 'primary' : 'secondary';
  if (checkout.method === 'pi') {
    return <PiPlanAction label={texts.button} plan={plan} titleId={titleId} variant={variant} />;
  }
  const pending = checkout.pendingPlan === plan;
  return (
    <Button
      id={planActionId(plan)}
      variant={variant}
      className="mt-6 w-full"
      aria-describedby={titleId}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => checkout.start(plan)}
    >
      {pending ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('pricing.checkout.opening')}
        </>
      ) : checkout.continuing === plan ? (
        t('pricing.checkout.continue', { plan: texts.name })
      ) : (
        texts.button
      )}
    </Button>
  );
}

function TierCard({
  tier,
  method,
  to,
  anchored,
  checkout,
}: {
  tier: PricingTier;
  method: PaymentMethod;
  /** where the button leads, for a tier without a card checkout */
  to: string;
  anchored: boolean;
  checkout: Checkout;
}) {
  const textsOf = useTierTexts();
  const texts = textsOf(tier);
  const price = useTierPrice();
  const titleId = `tier-${tier.id}-title`;
  return (
    <OfferCard
      id={anchored ? tier.id : undefined}
      titleId={titleId}
      title={texts.name}
      badge={texts.badge}
      popular={tier.popular}
    >
      <p className="text-muted-foreground mt-1 text-sm">{texts.description}</p>
      <OfferPrice
        amount={price.amount(tier, method)}
        billing={price.billing(tier)}
        className="mt-5"
        amountTestId="tier-price"
      />
      {texts.specialOffer ? (
        <p className="mt-3 inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-500/10 px-3 py-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
          <Sparkles className="size-3.5" aria-hidden />
          {texts.specialOffer}
        </p>
      ) : null}
      <ul className="mt-6 grid flex-1 content-start gap-2.5 text-sm">
        {texts.features.map((text) => (
          <li key={text} className="flex gap-2">
            <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {isPaidPlan(tier.id) ? (
        <PaidPlanAction
          tier={tier}
          texts={texts}
          plan={tier.id}
          titleId={titleId}
          checkout={checkout}
        />
      ) : (
        <Link
          to={to}
          aria-describedby={titleId}
          className={buttonClasses({
            variant: tier.popular ? 'primary' : 'secondary',
            className: 'mt-6 w-full',
          })}
        >
          {texts.button}
        </Link>
      )}
    </OfferCard>
  );
}

/**
 * Back from logging in with `?plan=`, a member finds that plan's button in view and focused,
 * ready to continue; nothing is bought without their click.
 */
function useFocusPlan(plan: PaidPlanId | null) {
  const done = useRef(false);
  useEffect(() => {
    if (!plan || done.current) return;
    const frame = requestAnimationFrame(() => {
      done.current = true;
      const button = document.getElementById(planActionId(plan));
      button?.scrollIntoView({ block: 'center' });
      button?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [plan]);
}

/** The tiers whose button is a link: every one without a card checkout. */
export type LinkedTierId = Exclude<PricingTierId, PaidPlanId>;

const membershipIds = new Set(['basic', 'premium', 'recruiting']);

/**
 * Every plan from the one shared list, with the Pi / card switch. The pay-as-you-go tiers have no
 * fixed amount and sit in their own row, so they are never mistaken for a subscription. The paid
 * memberships' buttons open a card checkout, or say that Pi payments need the Pi Browser.
 */
export function PricingTiers({
  linkFor,
  anchored = false,
  checkoutReturnTo,
}: {
  /** Where the button of a tier without a card checkout leads. */
  linkFor: (tier: LinkedTierId) => string;
  /** Give each card its tier id as an HTML id, for links such as /pricing#recruiting. */
  anchored?: boolean;
  /** Where a visitor sent to log in before a checkout comes back to (this page by default). */
  checkoutReturnTo?: string;
}) {
  const t = useT();
  const [search] = useSearchParams();
  const requested = requestedPlan(search);
  const { user } = useAuth();
  // Coming back for a plan means coming back to pay by card: that is how the plan was chosen.
  const [method, setMethod] = useState<PaymentMethod>(requested ? 'card' : defaultPaymentMethod);
  const { start, pendingPlan } = useStartCheckout({ returnTo: checkoutReturnTo });
  const continuing = user && method === 'card' ? requested : null;
  useFocusPlan(continuing);
  const checkout: Checkout = {
    method,
    pendingPlan,
    continuing,
    start: (plan) => void start(plan),
  };
  const memberships = pricingTiers.filter((tier) => membershipIds.has(tier.id));
  const payAsYouGo = pricingTiers.filter((tier) => !membershipIds.has(tier.id));
  const cards = (tiers: PricingTier[]) =>
    tiers.map((tier) => (
      <TierCard
        key={tier.id}
        tier={tier}
        method={method}
        to={isPaidPlan(tier.id) ? '' : linkFor(tier.id)}
        anchored={anchored}
        checkout={checkout}
      />
    ));
  return (
    <div>
      <PaymentMethodSwitch value={method} onChange={setMethod} />
      <div className="mt-10 grid gap-6 lg:grid-cols-3">{cards(memberships)}</div>
      <p className="mt-14 text-center text-xl font-semibold">{t('pricing.payAsYouGo.title')}</p>
      <p className="text-muted-foreground mt-2 text-center text-sm">
        {t('pricing.payAsYouGo.text')}
      </p>
      <div className="mx-auto mt-6 grid max-w-4xl gap-6 md:grid-cols-2">{cards(payAsYouGo)}</div>
    </div>
  );
}
