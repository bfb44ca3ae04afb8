import { lazy, Suspense, type ComponentProps } from 'react';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useTakenOver } from '#client/lib/use-taken-over';

// Add to board sits on every athlete card; its code (a dialog, the boards' calls) is fetched for
// coach accounts alone, so a visitor's page loads none of it (decision 0011).
const AddToBoard = lazy(async () => ({
  default: (await import('./add-to-board-button')).AddToBoardButton,
}));

/** Add to board: loads for coach accounts only, and shows for verified ones. */
export function AddToBoardButton(props: ComponentProps<typeof AddToBoard>) {
  const { user } = useAuth();
  if (user?.userType !== 'coach') return null;
  return (
    <Suspense fallback={null}>
      <AddToBoard {...props} />
    </Suspense>
  );
}

const MessageAthlete = lazy(async () => ({
  default: (await import('./message-athlete-button')).MessageAthleteButton,
}));

/**
 * Message, on an athlete's page: loads for coach and organization accounts only (the rule
 * decides the rest). An organization's account writes to the athletes of its own teams alone,
 * so it sees the button only when it may.
 */
export function MessageAthleteButton(
  props: Omit<ComponentProps<typeof MessageAthlete>, 'onlyWhenAllowed'>,
) {
  const { user } = useAuth();
  // The rule's answer is not in the server's HTML: the button waits for the page's code.
  const takenOver = useTakenOver();
  const type = user?.userType;
  if ((type !== 'coach' && type !== 'organization') || !takenOver) return null;
  return (
    <Suspense fallback={null}>
      <MessageAthlete {...props} onlyWhenAllowed={type === 'organization'} />
    </Suspense>
  );
}

/** The card action of the pages coaches search from: Add to board under the card's details. */
export const addToBoardAction = (athlete: { id: string }, name: string) => (
  <AddToBoardButton athleteId={athlete.id} athleteName={name} className="mt-2" />
);
