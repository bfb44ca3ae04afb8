import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ConversationSummary } from '#shared/schemas/messaging';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { cn } from '#client/lib/cn';
import { useT, type Translate } from '#client/lib/i18n/i18n';
import { conversationsQueryOptions } from '../api/messages';
import { useShortDateTime } from '../texts';

const nameOf = (conversation: ConversationSummary, t: Translate) =>
  conversation.with
    .filter((one) => one.role !== 'guardian')
    .map((one) => one.name || t('messaging.deletedAccount'))
    .join(', ') || t('messaging.conversation');

/**
 * The member's conversations with their unread counts; Requests shows the ones that wait for the
 * reader's answer.
 */
export function ConversationList({ activeId }: { activeId: string | null }) {
  const t = useT();
  const shortDateTime = useShortDateTime();
  const list = useQuery(conversationsQueryOptions());
  const [filter, setFilter] = useState<'all' | 'requests'>('all');
  if (list.isPending || list.error) {
    return (
      <ListState
        query={list}
        compact
        loading={t('messaging.list.loading')}
        errorTitle={t('messaging.list.loadFailed')}
        errorFallback=""
      />
    );
  }
  const all = list.data.conversations;
  const requests = all.filter(
    (one) => one.status === 'request' && (one.myRole === 'athlete' || one.myRole === 'guardian'),
  );
  const shown = filter === 'requests' ? requests : all;
  return (
    <nav aria-label={t('messaging.list.label')} className="grid gap-3">
      <div role="group" aria-label={t('messaging.list.show')} className="flex gap-2">
        <Button
          size="sm"
          variant={filter === 'all' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'all'}
          onClick={() => setFilter('all')}
        >
          {t('messaging.list.all')}
        </Button>
        <Button
          size="sm"
          variant={filter === 'requests' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'requests'}
          onClick={() => setFilter('requests')}
        >
          {requests.length > 0
            ? t('messaging.list.requestsCount', { count: requests.length })
            : t('messaging.list.requests')}
        </Button>
      </div>
      <ListState
        query={list}
        compact
        isEmpty={shown.length === 0}
        empty={filter === 'requests' ? t('messaging.list.noRequests') : t('messaging.list.empty')}
      >
        <ul className="grid gap-2">
          {shown.map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`/messages/${conversation.id}`}
                aria-current={conversation.id === activeId ? 'page' : undefined}
                className={cn(
                  'border-border hover:bg-muted focus-visible:ring-primary/40 grid gap-1 rounded-lg border px-3 py-2 outline-none focus-visible:ring-3',
                  conversation.id === activeId && 'border-primary/60 bg-primary/5',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className={cn('truncate', conversation.unread > 0 && 'font-semibold')}>
                    {nameOf(conversation, t)}
                  </span>
                  {conversation.unread > 0 ? (
                    <Badge tone="primary">
                      {conversation.unread}
                      <span className="sr-only">{t('messaging.list.unread')}</span>
                    </Badge>
                  ) : null}
                </span>
                <span className="text-muted-foreground flex items-center gap-2 text-xs">
                  {conversation.status === 'request' ? t('messaging.list.request') : null}
                  {conversation.status === 'declined' ? t('messaging.list.declined') : null}
                  {shortDateTime(conversation.lastMessageAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </ListState>
    </nav>
  );
}
