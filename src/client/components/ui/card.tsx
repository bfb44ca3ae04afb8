import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('border-border bg-card rounded-2xl border p-6 shadow-sm', className)}
      {...props}
    />
  );
}
