import { Eye, EyeOff } from 'lucide-react';
import { Button } from './button';

/** Shows or masks a secret (a stream key); pressed while it is shown. */
export function ShowHideButton({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button variant="secondary" size="sm" aria-pressed={shown} onClick={onToggle}>
      {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      {shown ? 'Hide' : 'Show'}
    </Button>
  );
}
