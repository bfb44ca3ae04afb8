import { Eye, EyeOff } from 'lucide-react';
import { useT } from '#client/lib/i18n/i18n';
import { Button } from './button';

/** Shows or masks a secret (a stream key); pressed while it is shown. */
export function ShowHideButton({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <Button variant="secondary" size="sm" aria-pressed={shown} onClick={onToggle}>
      {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      {shown ? t('app.showHide.hide') : t('app.showHide.show')}
    </Button>
  );
}
