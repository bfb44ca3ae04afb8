import { useQuery } from '@tanstack/react-query';
import { Mail, RefreshCw } from 'lucide-react';
import { Fragment } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { PageHeader } from '#client/components/ui/page-header';
import { ApiError } from '#client/lib/api';
import { numericDateTime } from '#client/lib/format-date';
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
  useDocumentTitle('Dev Mailbox');
  const mail = useQuery(devMailQueryOptions());
  const messages = mail.data ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16">
      <PageHeader
        title="Dev Mailbox"
        description="Outside production, mail the site sends is kept here instead of being delivered. Newest first."
      >
        <Button variant="secondary" onClick={() => mail.refetch()} disabled={mail.isFetching}>
          <RefreshCw className="size-4" aria-hidden />
          Refresh
        </Button>
      </PageHeader>
      {mail.error instanceof ApiError && mail.error.status === 404 ? (
        <Alert tone="info" title="The dev mailbox is off">
          This server sends real mail, so there is nothing to show here.
        </Alert>
      ) : (
        <ListState
          query={mail}
          loading="Loading mail..."
          className="text-center"
          errorStyle="alert"
          errorTitle="The mailbox could not be loaded."
          errorFallback=""
          isEmpty={messages.length === 0}
          emptyView={
            <div className="text-muted-foreground py-12 text-center">
              <Mail className="mx-auto size-10" aria-hidden />
              <p className="mt-3">
                No mail yet. Sign up or ask for a password reset and it shows here.
              </p>
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
                      to {message.to} · {numericDateTime(message.createdAt)}
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
