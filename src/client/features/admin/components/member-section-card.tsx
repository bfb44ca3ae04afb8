import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card';

// The pieces the member page's sections share: a titled card, its subheadings and facts.

/** A term and its value in the profile's lists. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A part of a section: Account, Coach, Payments. */
export function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="mb-2 text-base font-semibold">{children}</h3>;
}

/** One section of the member page: a card that is a region named by its title. */
export function SectionCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={id} role="region">
      <h2 id={id} className="mb-4 text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </Card>
  );
}
