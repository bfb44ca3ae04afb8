import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { unreadCountQueryOptions, useMessageEvents } from '#client/features/messaging';
import { useT } from '#client/lib/i18n/i18n';

/** Messages in the header, with the count of unread messages (signed-in members only). */
export default function MessagesLink({
  size,
  onNavigate,
}: {
  size: 'sm' | 'md';
  onNavigate?: (() => void) | undefined;
}) {
  useMessageEvents();
  const unread = useQuery(unreadCountQueryOptions()).data ?? 0;
  const t = useT();
  return (
    <Link
      to="/messages"
      onClick={onNavigate}
      aria-label={
        unread > 0 ? t('app.nav.messagesUnread', { count: unread }) : t('app.nav.messages')
      }
      className={buttonClasses({ variant: 'secondary', size, className: 'relative' })}
    >
      <MessageSquare className="size-4" aria-hidden />
      <span className="sr-only sm:not-sr-only">{t('app.nav.messages')}</span>
      {unread > 0 ? (
        <span
          aria-hidden
          className="bg-primary text-primary-foreground absolute -top-2 -right-2 grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-semibold"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
