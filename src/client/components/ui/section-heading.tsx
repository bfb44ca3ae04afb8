import type { ReactNode } from 'react';

/** The heading block of a page section: a short eyebrow, the h2 and a line on what it is. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p className="text-primary text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? (
        <p className="text-muted-foreground mt-4 text-lg text-pretty">{description}</p>
      ) : null}
    </div>
  );
}
