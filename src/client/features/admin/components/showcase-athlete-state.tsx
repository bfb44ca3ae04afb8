import type { ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Badge, type BadgeTone } from '#client/components/ui/badge';

export const athleteName = (athlete: Pick<ShowcaseAthlete, 'firstName' | 'lastName'>) =>
  `${athlete.firstName} ${athlete.lastName}`.trim() || 'Athlete';

/**
 * Whether the site shows an athlete, and if not why: hidden by a moderator (with the reason),
 * not listed (private, an unconfirmed email, a guardian's consent to come), members only, or an
 * incomplete profile (shown as Athlete of the Month only).
 */
export function AthleteState({ athlete }: { athlete: ShowcaseAthlete }) {
  const badges: { tone: BadgeTone; text: string }[] = [];
  if (athlete.held) badges.push({ tone: 'danger', text: 'Hidden by a moderator' });
  else if (athlete.visibility === 'private') badges.push({ tone: 'danger', text: 'Private' });
  else if (!athlete.listed) {
    badges.push({ tone: 'danger', text: 'Not listed: email or guardian consent pending' });
  }
  if (athlete.listed && athlete.visibility === 'members') {
    badges.push({ tone: 'warning', text: 'Members only' });
  }
  if (!athlete.isComplete) badges.push({ tone: 'warning', text: 'Incomplete profile' });
  if (badges.length === 0) badges.push({ tone: 'success', text: 'On show' });
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
