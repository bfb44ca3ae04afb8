import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGE_MAX } from '#shared/messaging';
import type { Message, Thread } from '#shared/schemas/messaging';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Select, Textarea } from '#client/components/ui/input';
import { ListState } from '#client/components/ui/list-state';
import { VideoPlayer } from '#client/components/video/video-player';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';
import { ReportAction } from '#client/lib/report-action';
import { cn } from '#client/lib/cn';
import { useShortDateTime } from '../texts';
import { MessageText } from './message-text';

const roleLabel = {
  athlete: 'messaging.role.athlete',
  coach: 'messaging.role.coach',
  guardian: 'messaging.role.guardian',
  staff: 'messaging.role.staff',
} as const satisfies Record<Message['fromRole'], MessageId>;

/** Who wrote a message, as the reader sees it. */
function senderOf(thread: Thread, message: Message, t: Translate) {
  if (message.mine) return t('messaging.sender.you');
  const person = thread.participants.find((one) => one.role === message.fromRole && !one.isMe);
  return person?.name && message.fromRole !== 'guardian'
    ? person.name
    : t(roleLabel[message.fromRole]);
}

/**
 * One conversation: its messages oldest first, new ones from the other side announced to screen
 * readers, and the box to write in. `actions` sits above the messages (accept, decline, block,
 * a guardian's switch); `canWrite` false shows `closedReason` instead of the box.
 */
export function ConversationView({
  thread,
  onSend,
  sending,
  actions,
  canWrite = true,
  closedReason,
  reportable = false,
  clips = [],
}: {
  thread: Thread;
  onSend: (text: string, clipId?: string) => Promise<{ heldUntil: string | null }>;
  sending: boolean;
  actions?: ReactNode;
  /** the athlete's own clips that play, to attach one to a message */
  clips?: AttachableClip[];
  canWrite?: boolean;
  closedReason?: string;
  /** a Report link under each message of the other side (signed-in members) */
  reportable?: boolean;
}) {
  const t = useT();
  const shown = useShownText();
  const shortDateTime = useShortDateTime();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<Set<string> | null>(null);
  const hasGuardian = thread.participants.some((one) => one.role === 'guardian');

  // Messages from others that arrive while the conversation is open are read out once.
  useEffect(() => {
    const ids = new Set(thread.messages.map((one) => one.id));
    if (seen.current) {
      const fresh = thread.messages.filter((one) => !one.mine && !seen.current!.has(one.id));
      if (fresh.length > 0) {
        const last = fresh.at(-1)!;
        setAnnouncement(
          t('messaging.thread.newMessage', { sender: senderOf(thread, last, t), text: last.text }),
        );
      }
    }
    seen.current = ids;
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
    // The words are read once per new message, in the page's language when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thread]);

  return (
    <div className="grid gap-4">
      {hasGuardian ? (
        <p className="bg-primary/5 border-primary/30 rounded-lg border px-3 py-2 text-sm">
          {t('messaging.thread.guardianCopied')}
        </p>
      ) : null}
      {actions}
      <ListState
        // the messages come with the thread, loaded above
        compact
        isEmpty={thread.messages.length === 0}
        empty={t('messaging.thread.empty')}
      >
        <ol
          ref={listRef}
          aria-label={t('messaging.thread.messages')}
          className="grid max-h-[60vh] gap-3 overflow-y-auto p-1"
        >
          {thread.messages.map((message) => {
            // Held for the athlete's quiet hours when it was sent: the sender sees until when.
            const held =
              message.mine &&
              new Date(message.deliverAt).getTime() > new Date(message.sentAt).getTime();
            return (
              <li
                key={message.id}
                className={cn(
                  'max-w-[85%] rounded-xl px-3 py-2',
                  message.mine ? 'bg-primary/10 justify-self-end' : 'bg-muted justify-self-start',
                  message.removed && 'italic opacity-75',
                )}
              >
                <p className="text-muted-foreground mb-1 text-xs">
                  <span className="text-foreground font-medium">
                    {senderOf(thread, message, t)}
                  </span>
                  {' · '}
                  <time dateTime={message.sentAt}>{shortDateTime(message.sentAt)}</time>
                  {held
                    ? t('messaging.thread.delivered', { time: shortDateTime(message.deliverAt) })
                    : null}
                </p>
                {/* A removed message's text is the server's words in place of the sender's. */}
                <MessageText text={message.removed ? shown(message.text) : message.text} />
                {message.clip ? (
                  <div className="mt-2 w-64 max-w-full">
                    <VideoPlayer
                      src={message.clip.url}
                      srcType={message.clip.srcType}
                      title={t('messaging.thread.clip', { title: message.clip.title })}
                      captions={message.clip.captionsUrl}
                    />
                  </div>
                ) : null}
                {reportable && !message.mine && !message.removed ? (
                  <ReportAction
                    targetType="message"
                    targetId={message.id}
                    targetName={t('messaging.thread.reportTarget', {
                      sender: senderOf(thread, message, t),
                    })}
                    className="mt-1"
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      </ListState>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {canWrite ? (
        <Composer onSend={onSend} sending={sending} clips={clips} />
      ) : closedReason ? (
        <p className="text-muted-foreground text-sm">{closedReason}</p>
      ) : null}
    </div>
  );
}

export type AttachableClip = { id: string; title: string };

function Composer({
  onSend,
  sending,
  clips,
}: {
  onSend: (text: string, clipId?: string) => Promise<{ heldUntil: string | null }>;
  sending: boolean;
  clips: AttachableClip[];
}) {
  const t = useT();
  const shown = useShownText();
  const shortDateTime = useShortDateTime();
  const id = useId();
  const [text, setText] = useState('');
  const [clipId, setClipId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setProblem(null);
    setNotice(null);
    if (!text.trim()) {
      setProblem(t('messaging.composer.empty'));
      return;
    }
    try {
      const { heldUntil } = await onSend(text, clipId || undefined);
      setText('');
      setClipId('');
      if (heldUntil) {
        setNotice(t('messaging.composer.held', { time: shortDateTime(heldUntil) }));
      }
    } catch (error) {
      setProblem(shown(errorMessage(error, t('messaging.sendFailed'))));
    }
  }

  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="text-sm font-medium">
        {t('messaging.message.label')}
      </label>
      <Textarea
        id={id}
        value={text}
        maxLength={MESSAGE_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      {clips.length > 0 ? (
        <label className="grid gap-1 text-sm font-medium sm:max-w-sm">
          {t('messaging.composer.clip')}
          <Select value={clipId} onChange={(event) => setClipId(event.target.value)}>
            <option value="">{t('messaging.composer.noClip')}</option>
            {clips.map((clip) => (
              <option key={clip.id} value={clip.id}>
                {clip.title}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-help`} className="text-muted-foreground text-xs">
          {t('messaging.composer.count', { length: text.length, max: MESSAGE_MAX })}
        </span>
        <Button type="submit" disabled={sending}>
          <Send className="size-4" aria-hidden />
          {sending ? t('messaging.sending') : t('messaging.send')}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {notice ? (
        <Alert tone="info" title={t('messaging.composer.heldTitle')}>
          {notice}
        </Alert>
      ) : null}
    </form>
  );
}
