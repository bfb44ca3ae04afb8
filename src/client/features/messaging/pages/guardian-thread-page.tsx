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
import { ApiError, errorMessage } from '#client/lib/api';
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
  useDocumentTitle("Your child's conversation");
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
            <h1 className="text-3xl font-bold tracking-tight">Your child&apos;s conversation</h1>
          </div>
          {thread.isPending ? (
            <p role="status" className="text-muted-foreground">
              Loading the conversation...
            </p>
          ) : problem ? (
            <Alert tone="warning" title="This link does not work">
              <p>{problem}</p>
              <p className="mt-2">
                <Link to="/login" className="text-primary underline underline-offset-4">
                  Log in
                </Link>{' '}
                if you have an account.
              </p>
            </Alert>
          ) : (
            <Alert tone="error" title="The conversation could not be loaded">
              Please try again in a moment.
            </Alert>
          )}
        </>
      )}
    </div>
  );
}

function GuardianThread({ token, thread }: { token: string; thread: Thread }) {
  const actions = useGuardianActions(token);
  const coach = thread.participants.find((one) => one.role === 'coach')?.name || 'a coach';
  const athlete = thread.participants.find((one) => one.role === 'athlete')?.name || 'your child';

  return (
    <>
      <header className="grid gap-2">
        <div className="flex items-center gap-3">
          <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
            <MessagesSquare className="size-5" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Your child&apos;s conversation with {coach}
          </h1>
        </div>
        <p className="text-muted-foreground">
          As {athlete}’s parent or guardian you receive every message of this conversation by email.
          Here you can read it, reply, and decide whether {coach} may keep writing. This link works
          for {GUARDIAN_LINK_DAYS} days from the email it came in; each new email brings a new one.
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
        Something worrying in this conversation? Write to <MailboxLink mailbox="childSafety" />. If
        a child is in danger right now, call your local emergency number (911 in the US) first.
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
  const [answered, setAnswered] = useState<'active' | 'declined' | null>(null);
  const error = answer.error ? errorMessage(answer.error, 'Your answer could not be saved.') : null;

  if (answered) {
    return (
      <Alert
        tone={answered === 'active' ? 'success' : 'info'}
        title={answered === 'active' ? 'You accepted the request' : 'You declined the request'}
      >
        {answered === 'active'
          ? `${coach} can now write in this conversation. You still receive every message.`
          : `${coach} cannot write again unless you or ${athlete} write first.`}
      </Alert>
    );
  }
  if (status === 'declined') {
    return (
      <p className="text-muted-foreground text-sm">
        This request was declined: {coach} cannot write again unless you or {athlete} write first.
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
        {coach} asks to start a conversation with {athlete}
      </p>
      <p className="text-muted-foreground text-sm">
        Until you or {athlete} accept, {coach} cannot send another message. If you decline, {coach}{' '}
        cannot write again unless you or {athlete} write first.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={answer.isPending}
          onClick={() => answer.mutate('accept', { onSuccess: (data) => setAnswered(data.status) })}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() =>
            answer.mutate('decline', { onSuccess: (data) => setAnswered(data.status) })
          }
        >
          Decline
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
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>('this-coach');
  const [done, setDone] = useState<Scope | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const error = contactOff.error
    ? errorMessage(contactOff.error, 'Contact could not be switched off. Please try again.')
    : null;

  const choices: Record<Scope, { label: string; description: string }> = {
    'this-coach': {
      label: `From ${coach} only`,
      description: `${coach} can no longer write to ${athlete}, here or in a new conversation.`,
    },
    'all-coaches': {
      label: 'From all coaches',
      description: `No coach can start a conversation with ${athlete} or write in one.`,
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
        Switch off contact
      </h2>
      {done ? (
        <div ref={result} tabIndex={-1} className="outline-none">
          <Alert tone="success" title="Contact is switched off">
            {done === 'this-coach'
              ? `${coach} can no longer write to ${athlete}. ${athlete} and you can still write to them.`
              : `No coach can start a conversation with ${athlete} or write in one any more. ${athlete} and you can still write to coaches.`}
          </Alert>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">
          Stop {coach}, or every coach, from writing to {athlete}. You cannot switch it back on from
          this page: write to <MailboxLink mailbox="childSafety" /> if you change your mind.
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
          {done ? 'Switch off contact from all coaches' : 'Switch off contact'}
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Switch off contact?"
        description={`Choose whose messages to ${athlete} stop. Messages already sent stay in the conversation.`}
        returnFocus={done ? result : opener}
      >
        <form className="grid gap-4" onSubmit={confirm}>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Switch off contact</legend>
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
            submit="Switch off contact"
            busy={contactOff.isPending}
            busyLabel="Switching off..."
            destructive
            onCancel={() => setOpen(false)}
          />
        </form>
      </Dialog>
    </Card>
  );
}
