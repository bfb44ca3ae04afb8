import type { ReactNode } from 'react';
import { useDocumentTitle } from '#client/lib/use-document-title';

/** The frame of the login, sign-up and password pages. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:py-16 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <div className="border-border bg-card rounded-2xl border p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-muted-foreground mt-2 text-sm">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? (
        <div className="text-muted-foreground mt-6 text-center text-sm">{footer}</div>
      ) : null}
    </div>
  );
}
