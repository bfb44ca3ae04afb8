import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageSquare } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link, useParams } from 'react-router';
import { messagingMessages } from '#shared/messaging';
import type { Thread } from '#shared/schemas/messaging';
import { Alert } from '#client/components/ui/alert';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { Switch } from '#client/components/ui/switch';
import { errorMessage } from '#client/lib/api';
import { RequireAuth } from '#client/lib/auth/guards';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { isMissing } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import {
  attachableClipsQueryOptions,
  messagingSettingsQueryOptions,
  useSaveMessagingSettings,
  threadQueryOptions,
  useSendMessage,
} from '../api/messages';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { ThreadActions } from '../components/thread-actions';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

/**
 * /messages and /messages/{id} (docs/product.md#messaging): the member's conversations with
 * their unread counts and requests, and the open conversation beside them (on a phone, one
 * after the other).
 */
export function Component() {
  const t = useT();
  const { id } = useParams();
  useDocumentTitle(t('messaging.title'));
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight">{t('messaging.title')}</h1>
          <UnreadEmailsSwitch />
        </div>
        <div className="grid items-start gap-6 md:grid-cols-[18rem_1fr]">
          <div className={cn(id && 'hidden md:block')}>
            <ConversationList activeId={id ?? null} />
          </div>
          {id ? (
            <ThreadPanel key={id} id={id} />
          ) : (
            <p className="text-muted-foreground hidden text-sm md:block">{t('messaging.choose')}</p>
          )}
        </div>
      </div>
    </RequireAuth>
  );
}

/** Email me when a message waits unread: on by default, saved at once. */
function UnreadEmailsSwitch() {
  const t = useT();
  const shown = useShownText();
  const settings = useQuery(messagingSettingsQueryOptions());
  const save = useSaveMessagingSettings();
  if (!settings.data) return null;
  return (
    <div className="grid gap-1">
      <Switch
        id="unread-emails"
        label={t('messaging.unreadEmails.label')}
        description={t('messaging.unreadEmails.description')}
        checked={
          save.isPending
            ? (save.variables ?? settings.data.unreadEmails)
            : settings.data.unreadEmails
        }
        // Not disabled while saving: a disabled switch would drop the keyboard's focus.
        onChange={(checked) => !save.isPending && save.mutate(checked)}
      />
      {save.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown(errorMessage(save.error, t('messaging.unreadEmails.failed')))}
        </p>
      ) : null}
    </div>
  );
}

/** Why the box to write in is closed for the reader, or null when they may write. */
function closedReasonOf(thread: Thread): string | null {
  const otherGone = thread.participants.some(
    (one) => !one.isMe && one.role !== 'guardian' && one.name === '',
  );
  if (otherGone) return messagingMessages.closed;
  // Their own block stops their messages too, until they lift it.
  if (thread.blockedByMe) return messagingMessages.blocked;
  if (thread.myRole !== 'coach') return null;
  if (thread.status === 'declined') return messagingMessages.declined;
  if (thread.status === 'request' && thread.messages.some((one) => one.mine)) {
    return messagingMessages.waitForAnswer;
  }
  return null;
}

function ThreadPanel({ id }: { id: string }) {
  const t = useT();
  const shown = useShownText();
  const thread = useQuery(threadQueryOptions(id));
  const send = useSendMessage(id);
  // An athlete may attach one of their own clips; others are offered none.
  const clips = useQuery({
    ...attachableClipsQueryOptions(),
    enabled: thread.data?.myRole === 'athlete',
  });
  return (
    <ListState
      query={thread}
      compact
      loading={t('messaging.thread.loading')}
      renderError={(error) => (
        <Alert
          tone="error"
          title={
            isMissing(error) ? shown(messagingMessages.notFound) : t('messaging.thread.loadFailed')
          }
        >
          <Link to="/messages" className="underline">
            {t('messaging.allConversations')}
          </Link>
        </Alert>
      )}
    >
      {thread.data ? (
        <ThreadCard
          thread={thread.data}
          sending={send.isPending}
          onSend={(text, clipId) => send.mutateAsync({ text, clipId })}
          clips={clips.data ?? []}
        />
      ) : null}
    </ListState>
  );
}

/** The open conversation, once loaded. */
function ThreadCard({
  thread: data,
  sending,
  onSend,
  clips,
}: Pick<ComponentProps<typeof ConversationView>, 'thread' | 'sending' | 'onSend' | 'clips'>) {
  const t = useT();
  const shown = useShownText();
  const closed = closedReasonOf(data);
  const others = data.participants.filter((one) => !one.isMe && one.role !== 'guardian');
  return (
    <Card className="grid gap-4 sm:p-6" role="region" aria-labelledby="conversation-heading">
      <Link
        to="/messages"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm md:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('messaging.allConversations')}
      </Link>
      <h2 id="conversation-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquare className="text-primary size-5" aria-hidden />
        {others.map((one) => one.name || t('messaging.deletedAccount')).join(', ') ||
          t('messaging.conversation')}
      </h2>
      <ConversationView
        thread={data}
        sending={sending}
        onSend={onSend}
        clips={clips}
        canWrite={closed === null}
        closedReason={closed === null ? undefined : shown(closed)}
        actions={<ThreadActions thread={data} />}
        reportable
      />
    </Card>
  );
}
