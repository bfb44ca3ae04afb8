import { ArrowRight, GraduationCap, Medal, PlayCircle, Star, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { successStories, type SuccessStoryIcon } from '#shared/success-stories';
import { buttonClasses } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';

const icons: Record<SuccessStoryIcon, typeof Trophy> = {
  'graduation-cap': GraduationCap,
  trophy: Trophy,
  medal: Medal,
  star: Star,
  target: Target,
};

export function Component() {
  return (
    <>
      <PageIntro
        title="Success Stories"
        description="How athletes use their training and profiles here to reach the next level: college rosters, development programs and personal bests."
      />
      <section aria-label="Stories" className="mx-auto max-w-5xl px-4">
        <ol className="grid gap-8">
          {successStories.map((story, index) => {
            const Icon = icons[story.icon];
            const headingId = `story-${story.id}`;
            return (
              <li key={story.id}>
                <article
                  aria-labelledby={headingId}
                  className="border-border bg-card grid overflow-hidden rounded-3xl border shadow-sm md:grid-cols-[2fr_3fr]"
                >
                  <div className={index % 2 === 1 ? 'md:order-last' : undefined}>
                    <img
                      src={story.image}
                      alt=""
                      width={640}
                      height={400}
                      className="h-full max-h-72 w-full object-cover md:max-h-none"
                    />
                  </div>
                  <div className="flex flex-col p-6 sm:p-8">
                    <p className="text-primary text-xs font-semibold tracking-wider uppercase">
                      {story.sport}
                    </p>
                    <h2 id={headingId} className="mt-2 text-2xl font-bold text-balance">
                      {story.headline}
                    </h2>
                    <p className="mt-1 text-sm font-medium">
                      {story.name} <span className="text-muted-foreground">· {story.title}</span>
                    </p>
                    <p className="text-muted-foreground mt-4 text-pretty">{story.body}</p>
                    <p className="mt-5 inline-flex w-fit items-center gap-2 rounded-full bg-emerald-500/10 px-3 py-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                      <Icon className="size-4" aria-hidden />
                      {story.achievement}
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
        <p className="text-muted-foreground mt-6 text-center text-sm">
          Names and details in these stories are illustrative. Athletes under 18 are never named in
          full.
        </p>
      </section>

      <section aria-labelledby="stories-cta" className="mx-auto max-w-5xl px-4 py-16">
        <div className="from-primary rounded-3xl bg-gradient-to-br to-rose-600 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="stories-cta" className="text-3xl font-bold text-balance">
            Write your own story
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">
            Every story above started with a profile and a first training video.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/signup" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
              Start Your Journey
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <Link
              to="/training-options"
              className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}
            >
              <PlayCircle className="size-5" aria-hidden />
              Explore Training
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
