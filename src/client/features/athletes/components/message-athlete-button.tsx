import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import {
  FirstMessageForm,
  mayMessageQueryOptions,
  useStartWithAthlete,
} from '#client/features/messaging';

/**
 * Message on an athlete's page, for coach and organization accounts: open when the rules allow
 * it (a verified college coach inside the NCAA contact window, or the staff of the athlete's own
 * team; contact not switched off), else off with the rule's reason beside it (or not shown at
 * all, `onlyWhenAllowed`). A coach who already writes with the athlete opens that conversation.
 */
export function MessageAthleteButton({
  athleteId,
  athleteName,
  onlyWhenAllowed = false,
}: {
  athleteId: string;
  athleteName: string;
  onlyWhenAllowed?: boolean;
}) {
  const t = useT();
  const shown = useShownText();
  const may = useQuery(mayMessageQueryOptions(athleteId));
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  if (may.isPending || may.error) return null;
  const answer = may.data;
  if (answer.allowed && answer.conversationId) {
    return (
      <Link
        to={`/messages/${answer.conversationId}`}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <MessageSquare className="size-4" aria-hidden />
        {t('athletes.message.openConversation')}
      </Link>
    );
  }
  if (!answer.allowed) {
    if (onlyWhenAllowed) return null;
    return (
      <div className="grid max-w-64 justify-items-center gap-1 sm:justify-items-end">
        <Button size="sm" variant="secondary" disabled aria-describedby={reasonId}>
          <MessageSquare className="size-4" aria-hidden />
          {t('athletes.message.action')}
        </Button>
        <p id={reasonId} className="text-muted-foreground text-center text-xs sm:text-right">
          {shown(answer.reason)}
        </p>
      </div>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <MessageSquare className="size-4" aria-hidden />
        {t('athletes.message.action')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('athletes.message.dialogTitle', { name: athleteName })}
        description={t('athletes.message.dialogDescription')}
      >
        <FirstRequest athleteId={athleteId} onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function FirstRequest({ athleteId, onCancel }: { athleteId: string; onCancel: () => void }) {
  const t = useT();
  const start = useStartWithAthlete();
  return (
    <FirstMessageForm
      send={(text) => start.mutateAsync({ athleteId, text })}
      busy={start.isPending}
      submit={t('athletes.message.send')}
      onCancel={onCancel}
    />
  );
}
