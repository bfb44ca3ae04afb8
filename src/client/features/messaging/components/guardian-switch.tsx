import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
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
          ? 'Contact from all coaches is switched off.'
          : `Contact from ${coach} is switched off.`,
      );
    } catch (error) {
      setProblem(errorMessage(error, 'That did not work. Please try again.'));
    }
  }
  if (asking) {
    return (
      <div role="group" aria-label="Switch off contact?" className="grid gap-2">
        <p className="text-sm">
          {asking === 'all-coaches'
            ? 'Switch off contact from all coaches? None can write to your child any more.'
            : `Switch off contact from ${coach}? They cannot write to your child any more.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="danger"
            disabled={contactOff.isPending}
            onClick={() => void confirm(asking)}
          >
            Switch off
          </Button>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setAsking(null)}>
            Cancel
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
        Switch off contact from this coach
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking('all-coaches')}>
        Switch off contact from all coaches
      </Button>
    </div>
  );
}
