import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGE_MAX } from '#shared/messaging';
import { startMessages } from '#shared/messaging-rules';
import { DialogButtons } from '#client/components/ui/dialog';
import { Textarea } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useMessagingWords } from '../texts';

/**
 * The first message of a conversation, in a dialog (Message on an athlete's page, Message this
 * coach): sent, it opens the conversation; refused, it says why (and where the Recruiting
 * Profile plan is, when that is the reason). Its words load with it where the page has none of
 * messaging's.
 */
export function FirstMessageForm({
  send,
  busy,
  submit,
  onCancel,
}: {
  send: (text: string) => Promise<{ conversationId: string }>;
  busy: boolean;
  /** the send button's words */
  submit: string;
  onCancel: () => void;
}) {
  const ready = useMessagingWords();
  const t = useT();
  const shown = useShownText();
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!text.trim()) {
      setProblem(t('messaging.composer.empty'));
      return;
    }
    try {
      const sent = await send(text);
      await navigate(`/messages/${sent.conversationId}`);
    } catch (error) {
      setProblem(errorMessage(error, t('messaging.sendFailed')));
    }
  }

  // A moment, the first time on a page without messaging's words.
  if (!ready) return null;

  return (
    <form className="grid gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {t('messaging.message.label')}
      </label>
      <Textarea
        id={id}
        rows={5}
        value={text}
        autoFocus
        maxLength={MESSAGE_MAX}
        disabled={busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => setText(event.target.value)}
      />
      <span id={`${id}-count`} className="text-muted-foreground text-xs">
        {text.length}/{MESSAGE_MAX}
      </span>
      {problem ? (
        <div id={`${id}-problem`} role="alert" className="grid gap-1 text-sm">
          <p className="text-red-600 dark:text-red-400">{shown(problem)}</p>
          {problem === startMessages.recruitingPlan ? (
            <Link
              to="/pricing#recruiting"
              className="text-primary justify-self-start underline underline-offset-4"
            >
              {t('messaging.first.recruitingPlan')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <DialogButtons
        submit={submit}
        busy={busy}
        busyLabel={t('messaging.sending')}
        onCancel={onCancel}
      />
    </form>
  );
}
