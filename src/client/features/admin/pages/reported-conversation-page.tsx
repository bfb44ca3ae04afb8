import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Flag } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { buttonClasses } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { MessageText } from '#client/features/messaging';
import { ApiError, errorMessage } from '#client/lib/api';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { shortDateTime } from '#client/lib/format-date';
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

const backLink = (
  <Link
    to="/admin-dashboard/inbox"
    className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 -ml-3' })}
  >
    <ArrowLeft className="size-4" aria-hidden />
    Inbox
  </Link>
);

/**
 * /admin-dashboard/reported-messages/{messageId}: the conversation of a reported message, read
 * only, the reported message marked. Only reported conversations open, and each reading is in
 * the audit log; Hold and Resolve stay in the Inbox.
 */
export function Component() {
  const { messageId = '' } = useParams();
  const conversation = useQuery(conversationQueryOptions(messageId));
  const data = conversation.data;
  return (
    <AdminSection title="Reported conversation">
      {backLink}
      <ListState
        query={conversation}
        renderError={(error) => (
          // one the server does not find reads as news, not as a failure
          <Alert tone={error instanceof ApiError && error.status === 404 ? 'info' : 'error'}>
            {errorMessage(error, 'This conversation could not be loaded.')}
          </Alert>
        )}
      >
        {data ? (
          <>
            <p className="text-muted-foreground text-sm">
              Between {data.participants.map((one) => `${one.name} (${one.role})`).join(', ')}. This
              reading is recorded in the audit log.
            </p>
            <ol aria-label="Messages" className="mt-4 grid gap-3">
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
                    <span>({message.fromRole})</span>
                    <time dateTime={message.sentAt}>{shortDateTime(message.sentAt)}</time>
                    {message.reported ? (
                      <Badge tone="danger">
                        <Flag className="size-3" aria-hidden /> Reported
                      </Badge>
                    ) : null}
                    {message.held ? <Badge tone="warning">Held</Badge> : null}
                  </p>
                  {message.text === null ? (
                    <p className="text-muted-foreground text-sm italic">
                      Message removed: account deleted
                    </p>
                  ) : (
                    <MessageText text={message.text} />
                  )}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </ListState>
    </AdminSection>
  );
}
