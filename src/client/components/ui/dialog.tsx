import { Loader2, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { Button, buttonClasses } from './button';

const widths = {
  md: 'w-[min(32rem,calc(100vw-1.5rem))]',
  lg: 'w-[min(36rem,calc(100vw-1.5rem))]',
};

/**
 * A modal dialog over the page: its title with a close button, its description, the body, and
 * a footer the body ends with (`DialogFooter`, or `DialogButtons`, inside the body's form when it
 * submits one). Escape, the close button and Cancel close it. Focus goes back to what had it
 * before, or to `returnFocus` when the dialog was not opened from a button that stays.
 *
 * Without a `description` the title is read as the description; a body that writes its own
 * (with `DialogDescription`) says so with `descriptionInBody`.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  descriptionInBody,
  size = 'md',
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  descriptionInBody?: boolean;
  /** md: an action's dialog; lg: a form with several fields */
  size?: keyof typeof widths;
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const t = useT();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          className={cn(
            'bg-card text-foreground border-border fixed top-1/2 left-1/2 z-50 max-h-[92dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border p-5 shadow-2xl outline-none sm:p-6',
            widths[size],
          )}
          // The button that opened it still has focus as the dialog takes it: remembered here,
          // since only a Radix trigger would be focused again on close otherwise (2.4.3).
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus?.current ?? opener.current;
            if (target?.isConnected) target.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title
              className={cn('font-semibold tracking-tight', size === 'lg' ? 'text-xl' : 'text-lg')}
            >
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('app.dialog.close')}
              className={buttonClasses({
                variant: 'ghost',
                size: 'icon',
                className: '-mt-2 -mr-2',
              })}
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          {descriptionInBody ? null : description ? (
            <DialogPrimitive.Description className="text-muted-foreground mt-1 text-sm">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          <div className="mt-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The dialog's description, for a body that places it itself (see `descriptionInBody`). */
export const DialogDescription = DialogPrimitive.Description;

/** Wraps a button (`asChild`) that closes the dialog: Cancel, Done. */
export const DialogClose = DialogPrimitive.Close;

/** The foot of a dialog: its buttons at the right, the main one last. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-wrap justify-end gap-2', className)}>{children}</div>;
}

/**
 * The usual foot: Cancel, and the button that does the action. While `busy` both are off and
 * the action's button shows `busyLabel` ("Saving…"), or a spinner beside its words.
 */
export function DialogButtons({
  submit,
  busy,
  busyLabel,
  destructive,
  disabled,
  onCancel,
  onSubmit,
}: {
  submit: string;
  busy: boolean;
  busyLabel?: string;
  /** red, for what cannot be undone easily (a ban, a deletion) */
  destructive?: boolean;
  disabled?: boolean;
  onCancel: () => void;
  /** for a dialog without a form: the action runs on click instead of submitting */
  onSubmit?: () => void;
}) {
  const t = useT();
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('app.dialog.cancel')}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        variant={destructive ? 'plain' : 'primary'}
        className={
          destructive ? 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:ring-2' : ''
        }
        disabled={busy || disabled}
      >
        {busy && !busyLabel ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {busy && busyLabel ? busyLabel : submit}
      </Button>
    </DialogFooter>
  );
}
