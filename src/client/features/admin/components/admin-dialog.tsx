import { Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button';

/**
 * A dialog for one admin action (a ban's reason, a refund's note, a typed confirmation): Escape,
 * the close button and Cancel close it; focus returns to the button that opened it.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="bg-card text-foreground border-border fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(32rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border p-5 shadow-2xl outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className={buttonClasses({
                variant: 'ghost',
                size: 'icon',
                className: '-mt-2 -mr-2',
              })}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="text-muted-foreground mt-1 text-sm">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The foot of a dialog: Cancel, and the button that does the action. While `busy` both are off and
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
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
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
    </div>
  );
}
