import { ArrowRight, BookOpen, Crown, Dumbbell, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { trainingLevelLabels } from '#shared/training/levels';
import { trainingSports } from '#shared/sports';
import { buttonClasses } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';
import { sportContent } from '../sport-content';

const benefits = [
  {
    title: 'Skill Development',
    text: 'Drills that build technique step by step, from the first fundamentals to elite detail.',
    icon: Dumbbell,
  },
  {
    title: 'Knowledge Building',
    text: 'Understand the game: reads, tactics, film study and what coaches look for.',
    icon: BookOpen,
  },
  {
    title: 'Performance Enhancement',
    text: 'Speed, strength and game-day habits that show up on the scoreboard and the stat sheet.',
    icon: TrendingUp,
  },
];

export function Component() {
  return (
    <>
      <PageIntro
        title="Training Programs"
        description="Video training for eight sports, from fundamentals to elite level. Basic videos are free; a subscription unlocks every level."
      />

      <section aria-label="Sports" className="mx-auto max-w-7xl px-4 pb-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {trainingSports.map((sport) => {
            const { icon: Icon, accent, blurb } = sportContent[sport.id];
            return (
              <li
                key={sport.id}
                className="border-border bg-card flex flex-col overflow-hidden rounded-2xl border shadow-sm"
              >
                <div className={`${accent} flex items-center gap-3 px-5 py-4 text-white`}>
                  <Icon className="size-7" aria-hidden />
                  <h2 className="text-lg font-bold">{sport.name}</h2>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-muted-foreground flex-1 text-sm">{blurb}</p>
                  <p className="mt-3 text-xs font-medium">
                    Levels: {sport.levels.map((level) => trainingLevelLabels[level]).join(', ')}
                  </p>
                  <div className="mt-5 grid gap-2">
                    <Link
                      to={sport.path}
                      className={buttonClasses()}
                      aria-label={`View Training: ${sport.name}`}
                    >
                      View Training
                    </Link>
                    <Link
                      to="/pricing"
                      className={buttonClasses({ variant: 'secondary' })}
                      aria-label={`Premium Package Training: ${sport.name}`}
                    >
                      <Crown className="size-4 text-amber-500" aria-hidden />
                      Premium Package Training
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="benefits-title" className="bg-muted/60 border-border border-y">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="benefits-title" className="text-center text-2xl font-bold tracking-tight">
            Why train with us
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {benefits.map(({ title, text, icon: Icon }) => (
              <li key={title} className="bg-card border-border rounded-2xl border p-6 shadow-sm">
                <Icon className="text-primary size-8" aria-hidden />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-2 text-sm">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 className="text-2xl font-bold tracking-tight">Start training today</h2>
        <p className="text-muted-foreground mt-3">
          Create a free account, watch every basic video, and upgrade when you are ready for more.
        </p>
        <Link to="/signup" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
          Sign Up Free
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </section>
    </>
  );
}
