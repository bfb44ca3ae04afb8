import { useQuery } from '@tanstack/react-query';
import { MessagesSquare, ShieldOff } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { GUARDIAN_LINK_DAYS, messagingMessages } from '#shared/messaging';
import type { Thread } from '#shared/schemas/messaging';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { RadioCard } from '#client/components/ui/radio-card';
import { MailboxLink } from '#client/components/mailbox-link';
import { RichMessage } from '#client/components/rich-message';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { guardianThreadQueryOptions, useGuardianActions } from '../api/messages';
import { ConversationView } from '../components/conversation-view';

type Scope = 'this-coach' | 'all-coaches';

/** The message for a link that opens nothing: the server's, or the same words for a bad token. */
function linkProblem(error: Error): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return error.message || messagingMessages.linkExpired;
  if (error.status === 400) return error.fieldErrors.token?.[0] ?? messagingMessages.linkExpired;
  return null;
}

/**
 * /guardian/thread/{token}: where a parent or guardian, from the link in the copy we mailed them,
 * reads their child's conversation with a coach, replies, answers a request, and switches off
 * contact from this coach or from all coaches. No sign-in: the link is the key, for one thread.
 */
export function Component() {
  const t = useT();
  const shown = useShownText();
  useDocumentTitle(t('guardian.thread.title'));
  const { token = '' } = useParams();
  const thread = useQuery(guardianThreadQueryOptions(token));
  const problem = thread.error ? linkProblem(thread.error) : null;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-14">
      {thread.data ? (
        <GuardianThread token={token} thread={thread.data} />
      ) : (
        <>
          <div className="flex items-center gap-3">
            <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
              <MessagesSquare className="size-5" aria-hidden />
            </span>
            <h1 className="text-3xl font-bold tracking-tight">{t('guardian.thread.title')}</h1>
          </div>
          {thread.isPending ? (
            <p role="status" className="text-muted-foreground">
              {t('guardian.thread.loading')}
            </p>
          ) : problem ? (
            <Alert tone="warning" title={t('consent.linkBroken')}>
              <p>{shown(problem)}</p>
              <p className="mt-2">
                <RichMessage
                  id="guardian.thread.logInIfAccount"
                  parts={{
                    logIn: (
                      <Link to="/login" className="text-primary underline underline-offset-4">
                        {t('guardian.thread.logIn')}
                      </Link>
                    ),
                  }}
                />
              </p>
            </Alert>
          ) : (
            <Alert tone="error" title={t('guardian.thread.loadFailed')}>
              {t('guardian.tryAgainInAMoment')}
            </Alert>
          )}
        </>
      )}
    </div>
  );
}

function GuardianThread({ token, thread }: { token: string; thread: Thread }) {
  const t = useT();
  const actions = useGuardianActions(token);
  // Their names as written; words in the page's language for an account without one.
  const coach =
    thread.participants.find((one) => one.role === 'coach')?.name || t('guardian.thread.aCoach');
  const athlete =
    thread.participants.find((one) => one.role === 'athlete')?.name ||
    t('guardian.thread.yourChild');

  return (
    <>
      <header className="grid gap-2">
        <div className="flex items-center gap-3">
          <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
            <MessagesSquare className="size-5" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('guardian.thread.heading', { coach })}
          </h1>
        </div>
        <p className="text-muted-foreground">
          {t('guardian.thread.intro', { athlete, coach, days: GUARDIAN_LINK_DAYS })}
        </p>
      </header>
      <Card className="grid gap-4">
        <ConversationView
          thread={thread}
          onSend={(text) => actions.reply.mutateAsync(text)}
          sending={actions.reply.isPending}
          actions={
            <RequestAnswer
              status={thread.status}
              coach={coach}
              athlete={athlete}
              answer={actions.answer}
            />
          }
        />
      </Card>
      <ContactSwitch coach={coach} athlete={athlete} contactOff={actions.contactOff} />
      <p className="text-muted-foreground text-sm">
        <RichMessage
          id="guardian.thread.worried"
          parts={{ mailbox: <MailboxLink mailbox="childSafety" /> }}
        />
      </p>
    </>
  );
}

type Actions = ReturnType<typeof useGuardianActions>;

/** Accept or decline a coach's request, and what the answer means. */
function RequestAnswer({
  status,
  coach,
  athlete,
  answer,
}: {
  status: Thread['status'];
  coach: string;
  athlete: string;
  answer: Actions['answer'];
}) {
  const t = useT();
  const shown = useShownText();
  const [answered, setAnswered] = useState<'active' | 'declined' | null>(null);
  const error = answer.error
    ? shown(errorMessage(answer.error, t('consent.answerNotSaved')))
    : null;

  if (answered) {
    return (
      <Alert
        tone={answered === 'active' ? 'success' : 'info'}
        title={
          answered === 'active'
            ? t('guardian.thread.accepted.title')
            : t('guardian.thread.declined.title')
        }
      >
        {answered === 'active'
          ? t('guardian.thread.accepted.text', { coach })
          : t('guardian.thread.declined.text', { coach, athlete })}
      </Alert>
    );
  }
  if (status === 'declined') {
    return (
      <p className="text-muted-foreground text-sm">
        {t('guardian.thread.wasDeclined', { coach, athlete })}
      </p>
    );
  }
  if (status !== 'request') return null;
  return (
    <div
      role="group"
      aria-labelledby="guardian-request-title"
      className="border-border grid gap-3 rounded-lg border p-4"
    >
      <p id="guardian-request-title" className="font-medium">
        {t('guardian.thread.request.title', { coach, athlete })}
      </p>
      <p className="text-muted-foreground text-sm">
        {t('guardian.thread.request.text', { coach, athlete })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={answer.isPending}
          onClick={() => answer.mutate('accept', { onSuccess: (data) => setAnswered(data.status) })}
        >
          {t('guardian.thread.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() =>
            answer.mutate('decline', { onSuccess: (data) => setAnswered(data.status) })
          }
        >
          {t('guardian.thread.decline')}
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

/** The guardian's switch: contact from this coach, or from every coach, off, once confirmed. */
function ContactSwitch({
  coach,
  athlete,
  contactOff,
}: {
  coach: string;
  athlete: string;
  contactOff: Actions['contactOff'];
}) {
  const t = useT();
  const shown = useShownText();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>('this-coach');
  const [done, setDone] = useState<Scope | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const error = contactOff.error
    ? shown(errorMessage(contactOff.error, t('guardian.thread.contactOff.failed')))
    : null;

  const choices: Record<Scope, { label: string; description: string }> = {
    'this-coach': {
      label: t('guardian.thread.contactOff.thisCoach', { coach }),
      description: t('guardian.thread.contactOff.thisCoach.description', { coach, athlete }),
    },
    'all-coaches': {
      label: t('guardian.thread.contactOff.allCoaches'),
      description: t('guardian.thread.contactOff.allCoaches.description', { athlete }),
    },
  };

  function confirm(event: FormEvent) {
    event.preventDefault();
    contactOff.mutate(scope, {
      onSuccess: (data) => {
        setDone(data.contactOff);
        setOpen(false);
      },
    });
  }

  return (
    <Card className="grid gap-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldOff className="text-primary size-5" aria-hidden />
        {t('guardian.thread.contactOff.title')}
      </h2>
      {done ? (
        <div ref={result} tabIndex={-1} className="outline-none">
          <Alert tone="success" title={t('guardian.thread.contactOff.done.title')}>
            {done === 'this-coach'
              ? t('guardian.thread.contactOff.done.thisCoach', { coach, athlete })
              : t('guardian.thread.contactOff.done.allCoaches', { athlete })}
          </Alert>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">
          <RichMessage
            id="guardian.thread.contactOff.text"
            values={{ coach, athlete }}
            parts={{ mailbox: <MailboxLink mailbox="childSafety" /> }}
          />
        </p>
      )}
      {done === 'all-coaches' ? null : (
        <button
          ref={opener}
          type="button"
          className={buttonClasses({ variant: 'secondary', className: 'justify-self-start' })}
          aria-haspopup="dialog"
          onClick={() => {
            contactOff.reset();
            setScope(done === 'this-coach' ? 'all-coaches' : 'this-coach');
            setOpen(true);
          }}
        >
          <ShieldOff className="size-4" aria-hidden />
          {done
            ? t('guardian.thread.contactOff.allCoachesButton')
            : t('guardian.thread.contactOff.title')}
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('guardian.thread.contactOff.dialog.title')}
        description={t('guardian.thread.contactOff.dialog.description', { athlete })}
        returnFocus={done ? result : opener}
      >
        <form className="grid gap-4" onSubmit={confirm}>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              {t('guardian.thread.contactOff.title')}
            </legend>
            {(Object.keys(choices) as Scope[]).map((value) => (
              <RadioCard
                key={value}
                name="contact-off-scope"
                value={value}
                checked={scope === value}
                disabled={contactOff.isPending || (done === 'this-coach' && value === 'this-coach')}
                onChange={() => setScope(value)}
                label={choices[value].label}
                description={choices[value].description}
              />
            ))}
          </fieldset>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <DialogButtons
            submit={t('guardian.thread.contactOff.title')}
            busy={contactOff.isPending}
            busyLabel={t('guardian.thread.contactOff.busy')}
            destructive
            onCancel={() => setOpen(false)}
          />
        </form>
      </Dialog>
    </Card>
  );
}
