import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban, Check, MessageSquare, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messagingMessages } from '#shared/messaging';
import type { ConversationSummary, Thread } from '#shared/schemas/messaging';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { ListState } from '#client/components/ui/list-state';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Switch } from '#client/components/ui/switch';
import { errorMessage } from '#client/lib/api';
import { RequireAuth } from '#client/lib/auth/guards';
import { cn } from '#client/lib/cn';
import { shortDateTime } from '#client/lib/format-date';
import {
  attachableClipsQueryOptions,
  conversationsQueryOptions,
  messagingSettingsQueryOptions,
  useSaveMessagingSettings,
  threadQueryOptions,
  useAnswerRequest,
  useBlock,
  useContactOff,
  useRemoveGuardians,
  useSendMessage,
  useUnblock,
} from '#client/lib/messages';
import type { PageHandle } from '#client/lib/page-prefetch';
import { isMissing } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { ConversationView } from '../components/conversation-view';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

/**
 * /messages and /messages/{id} (docs/product.md#messaging): the member's conversations with
 * their unread counts and requests, and the open conversation beside them (on a phone, one
 * after the other).
 */
export function Component() {
  const { id } = useParams();
  useDocumentTitle('Messages');
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
          <UnreadEmailsSwitch />
        </div>
        <div className="grid items-start gap-6 md:grid-cols-[18rem_1fr]">
          <div className={cn(id && 'hidden md:block')}>
            <ConversationList activeId={id ?? null} />
          </div>
          {id ? (
            <ThreadPanel key={id} id={id} />
          ) : (
            <p className="text-muted-foreground hidden text-sm md:block">
              Choose a conversation to read it.
            </p>
          )}
        </div>
      </div>
    </RequireAuth>
  );
}

/** Email me when a message waits unread: on by default, saved at once. */
function UnreadEmailsSwitch() {
  const settings = useQuery(messagingSettingsQueryOptions());
  const save = useSaveMessagingSettings();
  if (!settings.data) return null;
  return (
    <div className="grid gap-1">
      <Switch
        id="unread-emails"
        label="Email me about unread messages"
        description="When a message waits unread for 15 minutes; at most once an hour per conversation."
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
          {errorMessage(save.error, 'Your choice could not be saved. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}

const nameOf = (conversation: ConversationSummary) =>
  conversation.with
    .filter((one) => one.role !== 'guardian')
    .map((one) => one.name || 'Deleted account')
    .join(', ') || 'Conversation';

function ConversationList({ activeId }: { activeId: string | null }) {
  const list = useQuery(conversationsQueryOptions());
  const [filter, setFilter] = useState<'all' | 'requests'>('all');
  if (list.isPending || list.error) {
    return (
      <ListState
        query={list}
        compact
        loading="Loading your conversations..."
        errorTitle="Your conversations could not be loaded."
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
    <nav aria-label="Conversations" className="grid gap-3">
      <div role="group" aria-label="Show" className="flex gap-2">
        <Button
          size="sm"
          variant={filter === 'all' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'all'}
          onClick={() => setFilter('all')}
        >
          All
        </Button>
        <Button
          size="sm"
          variant={filter === 'requests' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'requests'}
          onClick={() => setFilter('requests')}
        >
          Requests{requests.length > 0 ? ` (${requests.length})` : ''}
        </Button>
      </div>
      <ListState
        query={list}
        compact
        isEmpty={shown.length === 0}
        empty={
          filter === 'requests'
            ? 'No requests waiting.'
            : 'No conversations yet. When a coach writes to you, or you write to a coach, it appears here.'
        }
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
                    {nameOf(conversation)}
                  </span>
                  {conversation.unread > 0 ? (
                    <Badge tone="primary">
                      {conversation.unread}
                      <span className="sr-only"> unread</span>
                    </Badge>
                  ) : null}
                </span>
                <span className="text-muted-foreground flex items-center gap-2 text-xs">
                  {conversation.status === 'request' ? 'Request · ' : null}
                  {conversation.status === 'declined' ? 'Declined · ' : null}
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
  const thread = useQuery(threadQueryOptions(id));
  const send = useSendMessage(id);
  // An athlete may attach one of their own clips; others are offered none.
  const clips = useQuery({
    ...attachableClipsQueryOptions(),
    enabled: thread.data?.myRole === 'athlete',
  });
  if (thread.isPending) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading the conversation...
      </p>
    );
  }
  if (thread.error) {
    return (
      <Alert
        tone="error"
        title={
          isMissing(thread.error)
            ? messagingMessages.notFound
            : 'The conversation could not be loaded.'
        }
      >
        <Link to="/messages" className="underline">
          All conversations
        </Link>
      </Alert>
    );
  }
  const data = thread.data;
  const closed = closedReasonOf(data);
  const others = data.participants.filter((one) => !one.isMe && one.role !== 'guardian');
  return (
    <Card className="grid gap-4 sm:p-6" role="region" aria-labelledby="conversation-heading">
      <Link
        to="/messages"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm md:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All conversations
      </Link>
      <h2 id="conversation-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquare className="text-primary size-5" aria-hidden />
        {others.map((one) => one.name || 'Deleted account').join(', ') || 'Conversation'}
      </h2>
      <ConversationView
        thread={data}
        sending={send.isPending}
        onSend={(text, clipId) => send.mutateAsync({ text, clipId })}
        clips={clips.data ?? []}
        canWrite={closed === null}
        closedReason={closed ?? undefined}
        actions={<ThreadActions thread={data} />}
        reportable
      />
    </Card>
  );
}

/** A signed-in guardian's switch: contact off from this coach, or from all coaches. */
function GuardianSwitch({
  conversationId,
  coach,
  onDone,
}: {
  conversationId: string;
  coach: string;
  onDone: (message: string) => void;
}) {
  const contactOff = useContactOff(conversationId);
  const [asking, setAsking] = useState<'this-coach' | 'all-coaches' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function confirm(scope: 'this-coach' | 'all-coaches') {
    setProblem(null);
    try {
      await contactOff.mutateAsync(scope);
      setAsking(null);
      onDone(
        scope === 'all-coaches'
          ? 'Contact from all coaches is switched off.'
          : `Contact from ${coach} is switched off.`,
      );
    } catch (error) {
      setProblem(errorMessage(error, 'That did not work. Please try again.'));
    }
  }
  if (asking) {
    return (
      <div role="group" aria-label="Switch off contact?" className="grid gap-2">
        <p className="text-sm">
          {asking === 'all-coaches'
            ? 'Switch off contact from all coaches? None can write to your child any more.'
            : `Switch off contact from ${coach}? They cannot write to your child any more.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="danger"
            disabled={contactOff.isPending}
            onClick={() => void confirm(asking)}
          >
            Switch off
          </Button>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setAsking(null)}>
            Cancel
          </Button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setAsking('this-coach')}>
        <Ban className="size-4" aria-hidden />
        Switch off contact from this coach
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking('all-coaches')}>
        Switch off contact from all coaches
      </Button>
    </div>
  );
}

function ThreadActions({ thread }: { thread: Thread }) {
  const answer = useAnswerRequest(thread.id);
  const block = useBlock(thread.id);
  const unblock = useUnblock(thread.id);
  const removeGuardians = useRemoveGuardians(thread.id);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const coach = thread.participants.find((one) => one.role === 'coach');
  const answering =
    thread.status === 'request' && (thread.myRole === 'athlete' || thread.myRole === 'guardian');

  async function run(task: () => Promise<unknown>, message: string) {
    setProblem(null);
    try {
      await task();
      setDone(message);
    } catch (error) {
      setProblem(errorMessage(error, 'That did not work. Please try again.'));
    }
  }

  return (
    <div className="grid gap-3">
      {answering ? (
        <div className="border-border grid gap-2 rounded-lg border p-3">
          <p className="text-sm font-medium">
            {coach?.name || 'A coach'} would like to message you. Accept to reply, or decline: they
            cannot write again unless you write first.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={answer.isPending}
              onClick={() => void run(() => answer.mutateAsync('accept'), 'Request accepted.')}
            >
              <Check className="size-4" aria-hidden />
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={answer.isPending}
              onClick={() => void run(() => answer.mutateAsync('decline'), 'Request declined.')}
            >
              <X className="size-4" aria-hidden />
              Decline
            </Button>
          </div>
        </div>
      ) : null}
      {thread.myRole === 'guardian' ? (
        <GuardianSwitch
          conversationId={thread.id}
          coach={coach?.name || 'this coach'}
          onDone={setDone}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {confirmBlock ? (
            <div role="group" aria-label="Block?" className="flex flex-wrap items-center gap-2">
              <span className="text-sm">
                Block {thread.myRole === 'coach' ? 'this athlete' : 'this coach'}? Neither side can
                write here again.
              </span>
              <Button
                size="sm"
                variant="danger"
                disabled={block.isPending}
                onClick={() =>
                  void run(async () => {
                    await block.mutateAsync();
                    setConfirmBlock(false);
                  }, 'Blocked. Nobody can write in this conversation any more.')
                }
              >
                Block
              </Button>
              <Button
                size="sm"
                variant="secondary"
                autoFocus
                onClick={() => setConfirmBlock(false)}
              >
                Cancel
              </Button>
            </div>
          ) : thread.blockedByMe ? (
            <>
              <span className="text-sm">
                You blocked {thread.myRole === 'coach' ? 'this athlete' : 'this coach'}.
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={unblock.isPending}
                onClick={() =>
                  void run(() => unblock.mutateAsync(), 'Unblocked. You can both write here again.')
                }
              >
                Unblock
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setConfirmBlock(true)}>
              <Ban className="size-4" aria-hidden />
              Block
            </Button>
          )}
        </div>
      )}
      {thread.mayRemoveGuardians ? (
        <div className="border-border grid gap-2 rounded-lg border p-3">
          <p className="text-sm">
            Your parent or guardian was copied on this conversation while you were under 18. You can
            take them off it now: they will not receive its messages any more.
          </p>
          {confirmRemove ? (
            <div
              role="group"
              aria-label="Take your parent or guardian off?"
              className="flex flex-wrap gap-2"
            >
              <Button
                size="sm"
                disabled={removeGuardians.isPending}
                onClick={() =>
                  void run(async () => {
                    await removeGuardians.mutateAsync();
                    setConfirmRemove(false);
                  }, 'Your parent or guardian is no longer in this conversation.')
                }
              >
                Take them off
              </Button>
              <Button
                size="sm"
                variant="secondary"
                autoFocus
                onClick={() => setConfirmRemove(false)}
              >
                Cancel
              </Button>
            </div>
          ) : (
            <div>
              <Button size="sm" variant="secondary" onClick={() => setConfirmRemove(true)}>
                Take my parent or guardian off this conversation
              </Button>
            </div>
          )}
        </div>
      ) : null}
      <p role="status" className={cn('text-sm', done ? 'text-muted-foreground' : 'sr-only')}>
        {done}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
