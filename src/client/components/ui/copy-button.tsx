import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
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
          toast.error('Failed to copy. Please select the text and copy it manually.');
        }
      }}
    >
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {copied ? 'Copied' : label}
    </Button>
  );
}
