import { MessageSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { isContactCalendarLevel } from '#shared/ncaa-contact-calendar';
import type { CoachLevel } from '#shared/recruiting';
import { buttonClasses } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { FirstMessageForm, useStartWithCoach } from '#client/features/messaging';
import { useT } from '#client/lib/i18n/i18n';

/**
 * "Message this coach" on a verified coach's page, for a signed-in athlete: a short dialog with
 * the first message (FirstMessageForm). Athletes write first to college coaches only, so other
 * levels get nothing. Loaded lazily by the page.
 */
export default function MessageCoachButton({
  coachId,
  coachName,
  level,
}: {
  coachId: string;
  coachName: string;
  level: CoachLevel;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Each opening starts with an empty form.
  const [opened, setOpened] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  if (!isContactCalendarLevel(level)) return null;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={buttonClasses()}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
      >
        <MessageSquare className="size-4" aria-hidden />
        {t('recruiting.messageCoach.action')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('recruiting.messageCoach.title', { name: coachName })}
        description={t('recruiting.messageCoach.description')}
        returnFocus={button}
      >
        <MessageForm key={opened} coachId={coachId} onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function MessageForm({ coachId, onCancel }: { coachId: string; onCancel: () => void }) {
  const t = useT();
  const start = useStartWithCoach();
  return (
    <FirstMessageForm
      send={(text) => start.mutateAsync({ coachId, text })}
      busy={start.isPending}
      submit={t('recruiting.messageCoach.send')}
      onCancel={onCancel}
    />
  );
}
