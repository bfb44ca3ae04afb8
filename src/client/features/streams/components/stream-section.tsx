import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/** A titled band of a stream page; `action` sits beside the title (a View All link). */
export function StreamSection({
  id,
  title,
  description,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('mx-auto max-w-7xl scroll-mt-24 px-4 py-10 sm:py-14', className)}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {description ? <p className="text-muted-foreground mt-2">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
