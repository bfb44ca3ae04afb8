import { CalendarCheck, CheckCircle2, Loader2, Ticket } from 'lucide-react';
import { PASS_HOURS } from '#shared/payments';
import type { Channel, TrainingSession } from '#shared/schemas/streams';
import { formatSessionTime } from '#shared/streams';
import { formatUsd } from '#shared/money';
import { Button } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { cn } from '#client/lib/cn';
import { useLocale, useLocaleTag, useT, type Translate } from '#client/lib/i18n/i18n';
import { purchaseKey, useStartPurchase } from '#client/lib/start-checkout';
import { PiPurchaseButton } from './pi-purchase-button';

/** "1 seat left", "8 seats left", "Full" (#shared/streams' seatsLeftText) in the page's language. */
const seatsLeftText = (t: Translate, seatsLeft: number) =>
  seatsLeft <= 0
    ? t('streams.sessions.full')
    : t('streams.sessions.seatsLeft', { count: seatsLeft });

/** "Buy 48-hour pass · $9.99": opens the checkout for the channel's pay-per-view pass. */
export function PassButton({
  channel,
  className,
}: {
  channel: Pick<Channel, 'slug' | 'title' | 'priceCents'>;
  className?: string;
}) {
  const t = useT();
  const { start, pending } = useStartPurchase();
  const request = { kind: 'pass', channel: channel.slug } as const;
  const busy = pending === purchaseKey(request);
  const price = channel.priceCents ? formatUsd(channel.priceCents) : null;
  return (
    <Button
      onClick={() => void start(request)}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={
        price
          ? t('streams.pass.buyLabelWithPrice', { hours: PASS_HOURS, price, title: channel.title })
          : t('streams.pass.buyLabel', { hours: PASS_HOURS, title: channel.title })
      }
      className={cn('whitespace-nowrap', className)}
    >
      {busy ? (
        <Loader2 className="size-4 animate-spin" aria-hidden />
      ) : (
        <Ticket className="size-4" aria-hidden />
      )}
      {busy
        ? t('streams.pass.opening')
        : price
          ? t('streams.pass.buyWithPrice', { hours: PASS_HOURS, price })
          : t('streams.pass.buy', { hours: PASS_HOURS })}
    </Button>
  );
}

/** "Your pass runs until Tue, Nov 26, 7:00 PM CST" */
export function PassStatus({ passUntil }: { passUntil: string | null }) {
  const t = useT();
  const localeTag = useLocaleTag();
  if (!passUntil) return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200">
      <CheckCircle2 className="size-4 shrink-0" aria-hidden />
      {t('streams.pass.runsUntil', { time: formatSessionTime(passUntil, localeTag) })}
    </p>
  );
}

/**
 * A training channel's next dated sessions: date and time, seats left, and a Book button that
 * opens the checkout for one seat. A full session cannot be booked; a booked one says so.
 */
export function SessionList({
  channel,
  limit,
  className,
  withPi = false,
}: {
  channel: Pick<Channel, 'slug' | 'title' | 'sessions'>;
  limit?: number;
  className?: string;
  /** offer paying in Pi beside the card (the channel page) */
  withPi?: boolean;
}) {
  const t = useT();
  const { start, pending } = useStartPurchase();
  const sessions = limit ? channel.sessions.slice(0, limit) : channel.sessions;
  return (
    <ListState
      // the sessions come with the channel, loaded above
      isEmpty={sessions.length === 0}
      empty={t('streams.sessions.empty')}
      className={cn('text-sm', className)}
    >
      <ul
        aria-label={t('streams.sessions.label', { title: channel.title })}
        className={cn('grid gap-2', className)}
      >
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={pending === purchaseKey({ kind: 'booking', session: session.id })}
            onBook={() => void start({ kind: 'booking', session: session.id })}
            withPi={withPi}
          />
        ))}
      </ul>
    </ListState>
  );
}

function SessionRow({
  session,
  busy,
  onBook,
  withPi,
}: {
  session: TrainingSession;
  busy: boolean;
  onBook: () => void;
  withPi: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const localeTag = useLocaleTag();
  // The server writes the English time; another language's is formatted here.
  const when =
    locale === 'en' ? session.startsAtText : formatSessionTime(session.startsAt, localeTag);
  const title = session.title;
  const price = formatUsd(session.priceCents);
  const full = session.seatsLeft <= 0;
  return (
    <li className="border-border flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium">{when}</p>
        <p className="text-muted-foreground text-xs">
          {session.title} ·{' '}
          <span className={cn('tabular-nums', full && 'text-destructive font-medium')}>
            {seatsLeftText(t, session.seatsLeft)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {session.booking === 'booked' ? (
          <span className="inline-flex items-center gap-1 rounded-md bg-emerald-100 px-2 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200">
            <CheckCircle2 className="size-3.5" aria-hidden />
            {t('streams.sessions.booked')}
          </span>
        ) : (
          <Button
            size="sm"
            variant={full ? 'secondary' : 'primary'}
            disabled={busy || (full && session.booking !== 'held')}
            aria-busy={busy || undefined}
            aria-label={
              full && session.booking !== 'held'
                ? t('streams.sessions.fullLabel', { when, title })
                : session.booking === 'held'
                  ? t('streams.sessions.finishBookingLabel', { when, title })
                  : t('streams.sessions.bookLabel', { price, when, title })
            }
            onClick={onBook}
            className="whitespace-nowrap"
          >
            {busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <CalendarCheck className="size-4" aria-hidden />
            )}
            {full && session.booking !== 'held'
              ? t('streams.sessions.full')
              : session.booking === 'held'
                ? t('streams.sessions.finishBooking')
                : t('streams.sessions.book', { price })}
          </Button>
        )}
        {withPi && session.booking === null && !full ? (
          <PiPurchaseButton
            request={{ kind: 'booking', session: session.id }}
            label={`${when}, ${session.title}`}
          />
        ) : null}
      </div>
    </li>
  );
}
