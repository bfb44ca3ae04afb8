import { ArrowRight, GraduationCap, Medal, PlayCircle, Star, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { successStories, type SuccessStory, type SuccessStoryIcon } from '#shared/success-stories';
import { buttonClasses } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const icons: Record<SuccessStoryIcon, typeof Trophy> = {
  'graduation-cap': GraduationCap,
  trophy: Trophy,
  medal: Medal,
  star: Star,
  target: Target,
};

type StoryTexts = Pick<SuccessStory, 'title' | 'headline' | 'body' | 'achievement' | 'sport'>;

/** Each story's words in the page's language, by story id; the athlete's name stays as written. */
const storyTexts: Record<string, Record<keyof StoryTexts, MessageId>> = {
  'maya-volleyball': {
    title: 'stories.maya.title',
    headline: 'stories.maya.headline',
    body: 'stories.maya.body',
    achievement: 'stories.maya.achievement',
    sport: 'stories.maya.sport',
  },
  'devin-basketball': {
    title: 'stories.devin.title',
    headline: 'stories.devin.headline',
    body: 'stories.devin.body',
    achievement: 'stories.devin.achievement',
    sport: 'stories.devin.sport',
  },
  'sofia-soccer': {
    title: 'stories.sofia.title',
    headline: 'stories.sofia.headline',
    body: 'stories.sofia.body',
    achievement: 'stories.sofia.achievement',
    sport: 'stories.sofia.sport',
  },
  'marcus-track': {
    title: 'stories.marcus.title',
    headline: 'stories.marcus.headline',
    body: 'stories.marcus.body',
    achievement: 'stories.marcus.achievement',
    sport: 'stories.marcus.sport',
  },
  'ethan-baseball': {
    title: 'stories.ethan.title',
    headline: 'stories.ethan.headline',
    body: 'stories.ethan.body',
    achievement: 'stories.ethan.achievement',
    sport: 'stories.ethan.sport',
  },
};

export function Component() {
  const t = useT();
  /** A story's text in the page's language; a story without messages shows its own words. */
  const text = (story: SuccessStory, field: keyof StoryTexts) => {
    const id = storyTexts[story.id]?.[field];
    return id ? t(id) : story[field];
  };
  return (
    <>
      <PageIntro title={t('stories.title')} description={t('stories.description')} />
      <section aria-label={t('stories.listLabel')} className="mx-auto max-w-5xl px-4">
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
                      {text(story, 'sport')}
                    </p>
                    <h2 id={headingId} className="mt-2 text-2xl font-bold text-balance">
                      {text(story, 'headline')}
                    </h2>
                    <p className="mt-1 text-sm font-medium">
                      {story.name}{' '}
                      <span className="text-muted-foreground">· {text(story, 'title')}</span>
                    </p>
                    <p className="text-muted-foreground mt-4 text-pretty">{text(story, 'body')}</p>
                    <p className="mt-5 inline-flex w-fit items-center gap-2 rounded-full bg-emerald-500/10 px-3 py-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                      <Icon className="size-4" aria-hidden />
                      {text(story, 'achievement')}
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
        <p className="text-muted-foreground mt-6 text-center text-sm">
          {t('stories.illustrative')}
        </p>
      </section>

      <section aria-labelledby="stories-cta" className="mx-auto max-w-5xl px-4 py-16">
        <div className="from-primary rounded-3xl bg-gradient-to-br to-rose-600 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="stories-cta" className="text-3xl font-bold text-balance">
            {t('stories.cta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">{t('stories.cta.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/signup" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
              {t('stories.cta.start')}
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <Link
              to="/training-options"
              className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}
            >
              <PlayCircle className="size-5" aria-hidden />
              {t('stories.cta.training')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
