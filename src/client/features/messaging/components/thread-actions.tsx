import { Ban, Check, X } from 'lucide-react';
import { useState } from 'react';
import type { Thread } from '#shared/schemas/messaging';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useAnswerRequest, useBlock, useRemoveGuardians, useUnblock } from '../api/messages';
import { GuardianSwitch } from './guardian-switch';

/** Runs one of the actions: its words in the status line once done, or why it failed. */
type Run = (task: () => Promise<unknown>, message: string) => Promise<void>;

/**
 * What the reader may do in an open conversation: answer a request, block or unblock (a
 * guardian switches contact off instead), take their parent or guardian off it.
 */
export function ThreadActions({ thread }: { thread: Thread }) {
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
        <RequestAnswer conversationId={thread.id} coach={coach?.name || 'A coach'} run={run} />
      ) : null}
      {thread.myRole === 'guardian' ? (
        <GuardianSwitch
          conversationId={thread.id}
          coach={coach?.name || 'this coach'}
          onDone={setDone}
        />
      ) : (
        <BlockControls thread={thread} run={run} />
      )}
      {thread.mayRemoveGuardians ? <RemoveGuardians conversationId={thread.id} run={run} /> : null}
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

function RequestAnswer({
  conversationId,
  coach,
  run,
}: {
  conversationId: string;
  coach: string;
  run: Run;
}) {
  const answer = useAnswerRequest(conversationId);
  return (
    <div className="border-border grid gap-2 rounded-lg border p-3">
      <p className="text-sm font-medium">
        {coach} would like to message you. Accept to reply, or decline: they cannot write again
        unless you write first.
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
  );
}

function BlockControls({ thread, run }: { thread: Thread; run: Run }) {
  const block = useBlock(thread.id);
  const unblock = useUnblock(thread.id);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const other = thread.myRole === 'coach' ? 'this athlete' : 'this coach';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {confirmBlock ? (
        <div role="group" aria-label="Block?" className="flex flex-wrap items-center gap-2">
          <span className="text-sm">Block {other}? Neither side can write here again.</span>
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
          <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirmBlock(false)}>
            Cancel
          </Button>
        </div>
      ) : thread.blockedByMe ? (
        <>
          <span className="text-sm">You blocked {other}.</span>
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
  );
}

/** An athlete of 18 takes the parent or guardian copied while they were a minor off the thread. */
function RemoveGuardians({ conversationId, run }: { conversationId: string; run: Run }) {
  const removeGuardians = useRemoveGuardians(conversationId);
  const [confirmRemove, setConfirmRemove] = useState(false);
  return (
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
          <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirmRemove(false)}>
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
  );
}
