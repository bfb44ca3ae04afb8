import { useQuery } from '@tanstack/react-query';
import { Mail, RefreshCw } from 'lucide-react';
import { Fragment } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { PageHeader } from '#client/components/ui/page-header';
import { ApiError } from '#client/lib/api';
import { useLocaleTag, useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { devMailQueryOptions } from '../api/list-mail';

/** Plain text with its web addresses turned into links. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="text-primary underline">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

export function Component() {
  const t = useT();
  const localeTag = useLocaleTag();
  useDocumentTitle(t('mailbox.title'));
  const mail = useQuery(devMailQueryOptions());
  const messages = mail.data ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16">
      <PageHeader title={t('mailbox.title')} description={t('mailbox.intro')}>
        <Button variant="secondary" onClick={() => mail.refetch()} disabled={mail.isFetching}>
          <RefreshCw className="size-4" aria-hidden />
          {t('mailbox.refresh')}
        </Button>
      </PageHeader>
      {mail.error instanceof ApiError && mail.error.status === 404 ? (
        <Alert tone="info" title={t('mailbox.off.title')}>
          {t('mailbox.off.text')}
        </Alert>
      ) : (
        <ListState
          query={mail}
          loading={t('mailbox.loading')}
          className="text-center"
          errorStyle="alert"
          errorTitle={t('mailbox.failed')}
          errorFallback=""
          isEmpty={messages.length === 0}
          emptyView={
            <div className="text-muted-foreground py-12 text-center">
              <Mail className="mx-auto size-10" aria-hidden />
              <p className="mt-3">{t('mailbox.empty')}</p>
            </div>
          }
        >
          <ul className="grid gap-3">
            {messages.map((message) => (
              <li key={`${message.createdAt}-${message.to}-${message.subject}`}>
                <details className="border-border bg-card group rounded-xl border">
                  <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
                    <span className="font-medium">{message.subject}</span>
                    <span className="text-muted-foreground text-sm">
                      {t('mailbox.sentTo', {
                        to: message.to,
                        sentAt: new Date(message.createdAt).toLocaleString(localeTag),
                      })}
                    </span>
                  </summary>
                  <div className="border-border border-t p-4">
                    <LinkedText text={message.text} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </ListState>
      )}
    </div>
  );
}
