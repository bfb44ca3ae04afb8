import { ArrowLeft, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { MessageStatus } from '#shared/admin';
import type { MessageReplyInput, MessageStatusFilter } from '#shared/schemas/admin-inbox';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { textLinkClass } from '#client/components/ui/text-link';
import { ApiError, applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { getSiteName } from '#client/lib/site-name';
import { toast } from '#client/lib/toast';
import {
  useAdminMessage,
  useAdminMessages,
  useReplyToMessage,
  useSetMessageStatus,
} from '../api/inbox';
import { useAdminFormats } from './admin-formats';
import { messageStatusTexts } from './admin-labels';
import { AdminListState } from './admin-list-state';
import { AdminTable, Cell, numberColumn, tableClasses, TimeCell } from './admin-section';
import { CursorPager, useCursorPages } from './cursor-pager';
import { FilterButtons } from './filter-buttons';
import { FormError } from './form-error';
import { RichMessage } from '#client/components/rich-message';

const statusTones: Record<MessageStatus, BadgeTone> = {
  new: 'accent',
  answered: 'success',
  closed: 'neutral',
};

function StatusBadge({ status }: { status: MessageStatus }) {
  const t = useT();
  return (
    <Badge tone={statusTones[status]} className="whitespace-nowrap">
      {t(messageStatusTexts[status])}
    </Badge>
  );
}

const messageLink = (id: string) => `?tab=messages&message=${encodeURIComponent(id)}`;

/** The messages of one status (or all), searchable by email or subject, in pages. */
function MessageList({
  status,
  onStatus,
  search,
  onSearch,
  pages,
}: {
  status: MessageStatusFilter;
  onStatus: (status: MessageStatusFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  pages: ReturnType<typeof useCursorPages>;
}) {
  const t = useT();
  const [draft, setDraft] = useState(search);
  const list = useAdminMessages({ status, search: search || undefined, cursor: pages.cursor });
  const counts = list.data?.counts;
  const items = list.data?.items ?? [];
  const filters = (['new', 'answered', 'closed', 'all'] as const).map((value) => ({
    value,
    label: value === 'all' ? t('admin.messages.status.all') : t(messageStatusTexts[value]),
    count: counts?.[value],
  }));

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <FilterButtons
          label={t('admin.messages.statusLabel')}
          options={filters}
          value={status}
          onChange={onStatus}
        />
        <form
          role="search"
          aria-label={t('admin.messages.search.label')}
          className="flex w-full items-end gap-2 sm:w-auto"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(draft.trim());
          }}
        >
          <label className="grid flex-1 gap-1 text-sm font-medium sm:w-72">
            {t('admin.messages.search')}
            <Input
              type="search"
              value={draft}
              maxLength={200}
              onChange={(event) => {
                setDraft(event.target.value);
                // Clearing the field shows every message again.
                if (!event.target.value && search) onSearch('');
              }}
            />
          </label>
          <Button type="submit" variant="secondary">
            {t('admin.search')}
          </Button>
        </form>
      </div>
      <AdminListState query={list} isEmpty={items.length === 0} empty={t('admin.messages.empty')}>
        <AdminTable
          caption={t('admin.messages.caption')}
          columns={[
            t('admin.messages.column.from'),
            t('admin.messages.column.subject'),
            t('admin.messages.column.received'),
            t('admin.messages.column.status'),
            numberColumn(t('admin.messages.column.answers')),
          ]}
        >
          {items.map((message) => (
            <tr key={message.id} className={tableClasses.row}>
              <Cell>
                <span className="block font-medium">{message.name}</span>
                <span className="text-muted-foreground block text-xs break-all">
                  {message.email}
                </span>
              </Cell>
              <Cell className="max-w-md">
                <Link
                  to={messageLink(message.id)}
                  className="text-primary font-medium underline-offset-4 hover:underline"
                >
                  {message.subject}
                </Link>
                <span className="text-muted-foreground mt-0.5 line-clamp-2 text-xs">
                  {message.preview}
                </span>
              </Cell>
              <TimeCell value={message.createdAt} />
              <Cell>
                <StatusBadge status={message.status} />
              </Cell>
              <Cell className="text-right tabular-nums">{message.replyCount}</Cell>
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
    </>
  );
}

/** The answer form: mailed to the sender, then kept in the thread. */
function ReplyForm({ id, email }: { id: string; email: string }) {
  const t = useT();
  const shown = useShownText();
  const reply = useReplyToMessage(id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MessageReplyInput, unknown, { body: string }>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/admin-inbox')).messageReplyInputSchema,
    ),
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ body }) => {
    setFormError(null);
    try {
      await reply.mutateAsync(body);
      form.reset();
      toast.success(t('admin.messages.reply.sent'));
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['body'])) {
        setFormError(errorMessage(error, t('admin.messages.reply.failed')));
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.messages.reply.formLabel')}
      className="grid gap-3"
    >
      <FormField
        label={t('admin.messages.reply.label')}
        error={errors.body?.message && shown(errors.body.message)}
        hint={t('admin.messages.reply.hint', { email, siteName: getSiteName() })}
      >
        <Textarea rows={6} maxLength={5000} disabled={isSubmitting} {...form.register('body')} />
      </FormField>
      <FormError message={formError} />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-fit">
        {isSubmitting ? (
          <>
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('admin.messages.reply.sending')}
          </>
        ) : (
          <>
            <Send className="size-4" aria-hidden />
            {t('admin.messages.reply.send')}
          </>
        )}
      </Button>
    </form>
  );
}

/** One message with its answers, the answer form, and closing or reopening it. */
function MessageDetail({ id }: { id: string }) {
  const t = useT();
  const shown = useShownText();
  const formats = useAdminFormats();
  const thread = useAdminMessage(id);
  const setStatus = useSetMessageStatus(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(thread.data);

  // Opening a message moves focus to it, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded, id]);

  const changeStatus = (status: MessageStatus) =>
    setStatus.mutate(status, {
      onSuccess: () =>
        toast.success(
          status === 'closed'
            ? t('admin.messages.closed.toast')
            : t('admin.messages.reopened.toast'),
        ),
      onError: (error) =>
        toast.error(shown(errorMessage(error, t('admin.messages.change.failed')))),
    });

  const back = (
    <Link
      to="?tab=messages"
      className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('admin.messages.back')}
    </Link>
  );
  const message = thread.data;
  if (!message) {
    return (
      <div className="grid gap-4">
        {back}
        {thread.error ? (
          <p role="alert" className="py-10 text-center text-sm">
            {thread.error instanceof ApiError && thread.error.status < 500
              ? shown(thread.error.message)
              : t('admin.messages.loadFailed')}
          </p>
        ) : (
          <p role="status" className="text-muted-foreground py-10 text-center text-sm">
            {t('admin.list.loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <article className="grid gap-6" aria-labelledby="inbox-message-subject">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2
            id="inbox-message-subject"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold break-words outline-none"
          >
            {message.subject}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            <RichMessage
              id="admin.messages.from"
              values={{ name: message.name }}
              parts={{
                email: (
                  <a href={`mailto:${message.email}`} className={`${textLinkClass} break-all`}>
                    {message.email}
                  </a>
                ),
                date: (
                  <time dateTime={message.createdAt}>{formats.dateTime(message.createdAt)}</time>
                ),
              }}
            />
          </p>
          <p className="mt-2">
            <StatusBadge status={message.status} />
          </p>
        </div>
        {message.status === 'closed' ? (
          <Button
            variant="secondary"
            disabled={setStatus.isPending}
            onClick={() => changeStatus('new')}
          >
            {t('admin.messages.reopen')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={setStatus.isPending}
            onClick={() => changeStatus('closed')}
          >
            {t('admin.messages.close')}
          </Button>
        )}
      </header>
      <div className="border-border bg-card rounded-xl border p-4 text-sm break-words whitespace-pre-wrap">
        {message.message}
      </div>
      <section aria-labelledby="inbox-thread-title" className="grid gap-3">
        <h3 id="inbox-thread-title" className="text-base font-semibold">
          {t('admin.messages.answers')}
        </h3>
        {message.replies.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('admin.messages.noAnswers')}</p>
        ) : (
          <ol className="grid gap-3">
            {message.replies.map((reply) => (
              <li
                key={reply.id}
                className="border-border bg-primary/5 rounded-xl border p-4 text-sm sm:ml-8"
              >
                <p className="text-muted-foreground text-xs">
                  <span className="text-foreground font-medium">{reply.authorName}</span> ·{' '}
                  <time dateTime={reply.createdAt}>{formats.dateTime(reply.createdAt)}</time>
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label={t('admin.messages.answer')} className="border-border border-t pt-6">
        <ReplyForm id={message.id} email={message.email} />
      </section>
    </article>
  );
}

/** Contact and support-chat messages: the list, or the message opened from it. */
export function InboxMessages() {
  const [params] = useSearchParams();
  const openId = params.get('message');
  // Kept here, so coming back from a message shows the list as it was left.
  const [status, setStatus] = useState<MessageStatusFilter>('new');
  const [search, setSearch] = useState('');
  const pages = useCursorPages();

  if (openId) return <MessageDetail key={openId} id={openId} />;
  return (
    <MessageList
      status={status}
      onStatus={(next) => {
        setStatus(next);
        pages.reset();
      }}
      search={search}
      onSearch={(next) => {
        setSearch(next);
        pages.reset();
      }}
      pages={pages}
    />
  );
}
