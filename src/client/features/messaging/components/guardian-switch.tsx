import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useContactOff } from '../api/messages';

/** A signed-in guardian's switch: contact off from this coach, or from all coaches. */
export function GuardianSwitch({
  conversationId,
  coach,
  onDone,
}: {
  conversationId: string;
  coach: string;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const shown = useShownText();
  const contactOff = useContactOff(conversationId);
  const [asking, setAsking] = useState<'this-coach' | 'all-coaches' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function confirm(scope: 'this-coach' | 'all-coaches') {
    setProblem(null);
    try {
      await contactOff.mutateAsync(scope);
      setAsking(null);
      onDone(
        scope === 'all-coaches'
          ? t('messaging.contactOff.doneAll')
          : t('messaging.contactOff.doneOne', { coach }),
      );
    } catch (error) {
      setProblem(shown(errorMessage(error, t('messaging.actionFailed'))));
    }
  }
  if (asking) {
    return (
      <div role="group" aria-label={t('messaging.contactOff.group')} className="grid gap-2">
        <p className="text-sm">
          {asking === 'all-coaches'
            ? t('messaging.contactOff.askAll')
            : t('messaging.contactOff.askOne', { coach })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="danger"
            disabled={contactOff.isPending}
            onClick={() => void confirm(asking)}
          >
            {t('messaging.contactOff.confirm')}
          </Button>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setAsking(null)}>
            {t('messaging.cancel')}
          </Button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setAsking('this-coach')}>
        <Ban className="size-4" aria-hidden />
        {t('messaging.contactOff.thisCoach')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking('all-coaches')}>
        {t('messaging.contactOff.allCoaches')}
      </Button>
    </div>
  );
}
