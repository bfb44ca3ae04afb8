import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { Button } from './button';

const COPIED_FOR_MS = 2000;

/** Copies `value` to the clipboard; the button says "Copied" for a moment after. */
export function CopyButton({
  value,
  label,
  onCopied,
}: {
  value: string;
  /** the visible text: "Copy key" */
  label: string;
  onCopied?: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="sm"
      className="shrink-0"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          onCopied?.();
        } catch {
          toast.error(t('app.copy.failed'));
        }
      }}
    >
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {copied ? t('app.copy.copied') : label}
    </Button>
  );
}
