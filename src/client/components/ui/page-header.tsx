import type { ReactNode } from 'react';

/** The heading block at the top of a page. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? (
        <p className="text-muted-foreground mt-4 text-lg text-pretty">{description}</p>
      ) : null}
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </header>
  );
}
