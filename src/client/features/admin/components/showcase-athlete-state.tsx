import type { ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';

/** An athlete's full name, or "Athlete" in the page's language when they gave none. */
export const athleteName = (
  athlete: Pick<ShowcaseAthlete, 'firstName' | 'lastName'>,
  t: Translate,
) => `${athlete.firstName} ${athlete.lastName}`.trim() || t('admin.athlete.fallbackName');

/**
 * Whether the site shows an athlete, and if not why: hidden by a moderator (with the reason),
 * not listed (private, an unconfirmed email, a guardian's consent to come), members only, or an
 * incomplete profile (shown as Athlete of the Month only).
 */
export function AthleteState({ athlete }: { athlete: ShowcaseAthlete }) {
  const t = useT();
  const badges: { tone: BadgeTone; text: MessageId }[] = [];
  if (athlete.held) badges.push({ tone: 'danger', text: 'admin.athlete.state.held' });
  else if (athlete.visibility === 'private') {
    badges.push({ tone: 'danger', text: 'admin.athlete.state.private' });
  } else if (!athlete.listed) {
    badges.push({ tone: 'danger', text: 'admin.athlete.state.notListed' });
  }
  if (athlete.listed && athlete.visibility === 'members') {
    badges.push({ tone: 'warning', text: 'admin.athlete.state.membersOnly' });
  }
  if (!athlete.isComplete) badges.push({ tone: 'warning', text: 'admin.athlete.state.incomplete' });
  if (badges.length === 0) badges.push({ tone: 'success', text: 'admin.athlete.state.onShow' });
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-1">
        {badges.map((badge) => (
          <Badge key={badge.text} tone={badge.tone}>
            {t(badge.text)}
          </Badge>
        ))}
      </div>
      {athlete.held && athlete.holdReason ? (
        <p className="text-muted-foreground text-xs">
          {t('admin.athlete.holdReason', { reason: athlete.holdReason })}
        </p>
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
