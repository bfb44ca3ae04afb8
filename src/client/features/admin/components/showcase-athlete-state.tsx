import type { ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { cn } from '#client/lib/cn';

export const athleteName = (athlete: Pick<ShowcaseAthlete, 'firstName' | 'lastName'>) =>
  `${athlete.firstName} ${athlete.lastName}`.trim() || 'Athlete';

const tones = {
  good: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100',
  warn: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
  bad: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
  plain: 'border-border bg-muted text-muted-foreground',
};

function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/**
 * Whether the site shows an athlete, and if not why: hidden by a moderator (with the reason),
 * not listed (private, an unconfirmed email, a guardian's consent to come), members only, or an
 * incomplete profile (shown as Athlete of the Month only).
 */
export function AthleteState({ athlete }: { athlete: ShowcaseAthlete }) {
  const badges: { tone: keyof typeof tones; text: string }[] = [];
  if (athlete.held) badges.push({ tone: 'bad', text: 'Hidden by a moderator' });
  else if (athlete.visibility === 'private') badges.push({ tone: 'bad', text: 'Private' });
  else if (!athlete.listed) {
    badges.push({ tone: 'bad', text: 'Not listed: email or guardian consent pending' });
  }
  if (athlete.listed && athlete.visibility === 'members') {
    badges.push({ tone: 'warn', text: 'Members only' });
  }
  if (!athlete.isComplete) badges.push({ tone: 'warn', text: 'Incomplete profile' });
  if (badges.length === 0) badges.push({ tone: 'good', text: 'On show' });
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-1">
        {badges.map((badge) => (
          <Badge key={badge.text} tone={badge.tone}>
            {badge.text}
          </Badge>
        ))}
      </div>
      {athlete.held && athlete.holdReason ? (
        <p className="text-muted-foreground text-xs">Reason: {athlete.holdReason}</p>
      ) : null}
    </div>
  );
}

/** A small round photo, or the initials when there is none. */
export function AthletePhoto({ athlete, size = 40 }: { athlete: ShowcaseAthlete; size?: number }) {
  const style = { width: size, height: size };
  if (athlete.avatarUrl) {
    return (
      <img
        src={athlete.avatarUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="bg-muted shrink-0 rounded-full object-cover"
        style={style}
      />
    );
  }
  const initials = `${athlete.firstName[0] ?? ''}${athlete.lastName[0] ?? ''}`.toUpperCase();
  return (
    <span
      aria-hidden
      className="bg-primary/10 text-primary grid shrink-0 place-items-center rounded-full text-sm font-semibold"
      style={style}
    >
      {initials || '?'}
    </span>
  );
}
