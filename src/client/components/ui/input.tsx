import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

const fieldClasses =
  'border-border bg-card text-foreground placeholder:text-muted-foreground/70 block w-full rounded-lg border px-3 text-sm shadow-xs transition-colors outline-none focus-visible:border-primary focus-visible:ring-primary/30 focus-visible:ring-3 aria-invalid:border-red-500 disabled:opacity-60';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} className={cn(fieldClasses, 'h-10 pr-8', className)} {...props} />;
}

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(fieldClasses, 'min-h-24 py-2', className)} {...props} />;
}
