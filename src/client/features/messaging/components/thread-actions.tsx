import { Ban, Check, X } from 'lucide-react';
import { useState } from 'react';
import type { Thread } from '#shared/schemas/messaging';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useAnswerRequest, useBlock, useRemoveGuardians, useUnblock } from '../api/messages';
import { GuardianSwitch } from './guardian-switch';

/** Runs one of the actions: its words in the status line once done, or why it failed. */
type Run = (task: () => Promise<unknown>, message: string) => Promise<void>;

/**
 * What the reader may do in an open conversation: answer a request, block or unblock (a
 * guardian switches contact off instead), take their parent or guardian off it.
 */
export function ThreadActions({ thread }: { thread: Thread }) {
  const t = useT();
  const shown = useShownText();
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
      setProblem(shown(errorMessage(error, t('messaging.actionFailed'))));
    }
  }

  return (
    <div className="grid gap-3">
      {answering ? (
        <RequestAnswer
          conversationId={thread.id}
          coach={coach?.name || t('messaging.aCoach')}
          run={run}
        />
      ) : null}
      {thread.myRole === 'guardian' ? (
        <GuardianSwitch
          conversationId={thread.id}
          coach={coach?.name || t('messaging.thisCoach')}
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
  const t = useT();
  const answer = useAnswerRequest(conversationId);
  return (
    <div className="border-border grid gap-2 rounded-lg border p-3">
      <p className="text-sm font-medium">{t('messaging.request.text', { coach })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={answer.isPending}
          onClick={() =>
            void run(() => answer.mutateAsync('accept'), t('messaging.request.accepted'))
          }
        >
          <Check className="size-4" aria-hidden />
          {t('messaging.request.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={answer.isPending}
          onClick={() =>
            void run(() => answer.mutateAsync('decline'), t('messaging.request.declined'))
          }
        >
          <X className="size-4" aria-hidden />
          {t('messaging.request.decline')}
        </Button>
      </div>
    </div>
  );
}

function BlockControls({ thread, run }: { thread: Thread; run: Run }) {
  const t = useT();
  const block = useBlock(thread.id);
  const unblock = useUnblock(thread.id);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const other = thread.myRole === 'coach' ? 'athlete' : 'coach';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {confirmBlock ? (
        <div
          role="group"
          aria-label={t('messaging.block.group')}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm">{t('messaging.block.ask', { other })}</span>
          <Button
            size="sm"
            variant="danger"
            disabled={block.isPending}
            onClick={() =>
              void run(async () => {
                await block.mutateAsync();
                setConfirmBlock(false);
              }, t('messaging.block.done'))
            }
          >
            {t('messaging.block.action')}
          </Button>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirmBlock(false)}>
            {t('messaging.cancel')}
          </Button>
        </div>
      ) : thread.blockedByMe ? (
        <>
          <span className="text-sm">{t('messaging.block.blocked', { other })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={unblock.isPending}
            onClick={() => void run(() => unblock.mutateAsync(), t('messaging.block.unblocked'))}
          >
            {t('messaging.block.unblock')}
          </Button>
        </>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setConfirmBlock(true)}>
          <Ban className="size-4" aria-hidden />
          {t('messaging.block.action')}
        </Button>
      )}
    </div>
  );
}

/** An athlete of 18 takes the parent or guardian copied while they were a minor off the thread. */
function RemoveGuardians({ conversationId, run }: { conversationId: string; run: Run }) {
  const t = useT();
  const removeGuardians = useRemoveGuardians(conversationId);
  const [confirmRemove, setConfirmRemove] = useState(false);
  return (
    <div className="border-border grid gap-2 rounded-lg border p-3">
      <p className="text-sm">{t('messaging.guardians.text')}</p>
      {confirmRemove ? (
        <div
          role="group"
          aria-label={t('messaging.guardians.group')}
          className="flex flex-wrap gap-2"
        >
          <Button
            size="sm"
            disabled={removeGuardians.isPending}
            onClick={() =>
              void run(async () => {
                await removeGuardians.mutateAsync();
                setConfirmRemove(false);
              }, t('messaging.guardians.done'))
            }
          >
            {t('messaging.guardians.confirm')}
          </Button>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirmRemove(false)}>
            {t('messaging.cancel')}
          </Button>
        </div>
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setConfirmRemove(true)}>
            {t('messaging.guardians.action')}
          </Button>
        </div>
      )}
    </div>
  );
}
