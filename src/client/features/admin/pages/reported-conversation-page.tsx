import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Flag } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { buttonClasses } from '#client/components/ui/button';
import { MessageText } from '#client/features/messaging';
import { ApiError, errorMessage } from '#client/lib/api';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import type { ReportedConversation } from '#shared/schemas/reports';
import { useAdminFormats } from '../components/admin-formats';
import { AdminListState } from '../components/admin-list-state';
import { AdminSection } from '../components/admin-section';

const conversationQueryOptions = (messageId: string) =>
  queryOptions({
    queryKey: ['admin', 'reported-conversation', messageId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.admin.reports.messages[':messageId'].conversation.$get(
          { param: { messageId: pathParam(messageId) } },
          withSignal(signal),
        ),
      ),
    // Each reading is audited: opened once, not asked again in the background.
    staleTime: Infinity,
    retry: false,
  });

/** Who wrote in the conversation, as the server names their part in it. */
const roleTexts = {
  athlete: 'admin.conversation.role.athlete',
  coach: 'admin.conversation.role.coach',
  guardian: 'admin.conversation.role.guardian',
  staff: 'admin.conversation.role.staff',
} as const satisfies Record<ReportedConversation['participants'][number]['role'], MessageId>;

function BackLink() {
  const t = useT();
  return (
    <Link
      to="/admin-dashboard/inbox"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 -ml-3' })}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('admin.inbox.title')}
    </Link>
  );
}

/**
 * /admin-dashboard/reported-messages/{messageId}: the conversation of a reported message, read
 * only, the reported message marked. Only reported conversations open, and each reading is in
 * the audit log; Hold and Resolve stay in the Inbox.
 */
export function Component() {
  const t = useT();
  const shown = useShownText();
  const formats = useAdminFormats();
  const { messageId = '' } = useParams();
  const conversation = useQuery(conversationQueryOptions(messageId));
  const data = conversation.data;
  return (
    <AdminSection title={t('admin.conversation.title')}>
      <BackLink />
      <AdminListState
        query={conversation}
        renderError={(error) => (
          // one the server does not find reads as news, not as a failure
          <Alert tone={error instanceof ApiError && error.status === 404 ? 'info' : 'error'}>
            {shown(errorMessage(error, t('admin.conversation.loadFailed')))}
          </Alert>
        )}
      >
        {data ? (
          <>
            <p className="text-muted-foreground text-sm">
              {t('admin.conversation.between', {
                participants: data.participants
                  .map((one) =>
                    t('admin.conversation.participant', {
                      name: one.name,
                      role: t(roleTexts[one.role]),
                    }),
                  )
                  .join(', '),
              })}
            </p>
            <ol aria-label={t('admin.conversation.messages')} className="mt-4 grid gap-3">
              {data.messages.map((message) => (
                <li
                  key={message.id}
                  className={cn(
                    'border-border rounded-lg border p-3',
                    message.reported &&
                      'border-red-400 bg-red-50 dark:border-red-800 dark:bg-red-950/30',
                  )}
                >
                  <p className="text-muted-foreground mb-1 flex flex-wrap items-center gap-2 text-xs">
                    <span className="text-foreground font-medium">{message.from}</span>
                    <span>({t(roleTexts[message.fromRole])})</span>
                    <time dateTime={message.sentAt}>{formats.dateTime(message.sentAt)}</time>
                    {message.reported ? (
                      <Badge tone="danger">
                        <Flag className="size-3" aria-hidden /> {t('admin.conversation.reported')}
                      </Badge>
                    ) : null}
                    {message.held ? <Badge tone="warning">{t('admin.reports.held')}</Badge> : null}
                  </p>
                  {message.text === null ? (
                    <p className="text-muted-foreground text-sm italic">
                      {t('admin.conversation.removed')}
                    </p>
                  ) : (
                    <MessageText text={message.text} />
                  )}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </AdminListState>
    </AdminSection>
  );
}
