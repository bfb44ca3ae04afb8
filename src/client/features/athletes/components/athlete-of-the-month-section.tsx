import { Award, Play } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { hasDetails, type Athlete } from '#shared/athlete';
import { Button } from '#client/components/ui/button';
import { athleteSubtitle } from '../athlete-subtitle';
import { AthleteAvatar } from './athlete-avatar';

/** Explore: this month's athlete with their highlight video; hidden when there is none. */
export function AthleteOfTheMonthSection({ athlete }: { athlete: Athlete | null | undefined }) {
  if (!athlete) return null;
  return (
    <section aria-labelledby="athlete-of-the-month">
      <h2 id="athlete-of-the-month" className="flex items-center gap-2 text-2xl font-bold">
        <Award className="text-primary size-6" aria-hidden />
        Athlete of the Month
      </h2>
      <div className="border-border bg-card mt-5 grid gap-6 rounded-2xl border p-6 shadow-sm md:grid-cols-[auto_1fr_auto] md:items-center">
        <AthleteAvatar athlete={athlete} size={112} priority />
        <div>
          <p className="text-xl font-semibold">
            {athlete.firstName} {athlete.lastName}
          </p>
          <p className="text-muted-foreground">{athleteSubtitle(athlete)}</p>
          <div className="mt-4 max-w-md">
            <div className="flex justify-between text-xs">
              <span>Training progress</span>
              <span>95%</span>
            </div>
            <div
              className="bg-muted mt-1 h-2 rounded-full"
              role="progressbar"
              aria-valuenow={95}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label="Training progress"
            >
              <div className="bg-primary h-2 w-[95%] rounded-full" />
            </div>
          </div>
        </div>
        <Button
          onClick={() => {
            const video = hasDetails(athlete) ? athlete.highlightVideoUrl : null;
            if (!video) {
              toast.info('No video available for this athlete.');
              return;
            }
            window.open(video, '_blank', 'noopener');
          }}
        >
          <Play className="size-4" aria-hidden />
          Watch highlights
        </Button>
      </div>
    </section>
  );
}
