import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'inverse-outline' | 'plain';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary/90 shadow-sm',
  secondary: 'border border-border bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  /** The confirming button of something that cannot be undone (delete, block, withdraw). */
  danger: 'bg-red-600 text-white hover:bg-red-700',
  /** For dark or coloured bands: a light button, and an outlined one. */
  inverse: 'bg-white text-slate-950 hover:bg-white/90 shadow-sm',
  'inverse-outline': 'text-white ring-1 ring-white/50 hover:bg-white/10',
  /** No colours: for a button that sets its own in className. */
  plain: '',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** Button looks, for buttons and for links that look like buttons. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  return cn(
    base,
    variants[options.variant ?? 'primary'],
    sizes[options.size ?? 'md'],
    options.className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
