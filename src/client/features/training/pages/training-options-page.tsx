import { ArrowRight, BookOpen, Crown, Dumbbell, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { trainingSports } from '#shared/sports';
import { buttonClasses } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { levelNames, sportNames } from '../sport-content';
import { sportContent } from '../sport-pages';

const benefits = [
  {
    id: 'skills',
    title: 'training.options.benefit.skills.title',
    text: 'training.options.benefit.skills.text',
    icon: Dumbbell,
  },
  {
    id: 'knowledge',
    title: 'training.options.benefit.knowledge.title',
    text: 'training.options.benefit.knowledge.text',
    icon: BookOpen,
  },
  {
    id: 'performance',
    title: 'training.options.benefit.performance.title',
    text: 'training.options.benefit.performance.text',
    icon: TrendingUp,
  },
] satisfies { id: string; title: MessageId; text: MessageId; icon: unknown }[];

export function Component() {
  const t = useT();
  return (
    <>
      <PageIntro
        title={t('training.options.title')}
        description={t('training.options.description')}
      />

      <section aria-label={t('training.options.sports')} className="mx-auto max-w-7xl px-4 pb-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {trainingSports.map((sport) => {
            const { icon: Icon, accent, blurb } = sportContent[sport.id];
            const name = t(sportNames[sport.id]);
            return (
              <li
                key={sport.id}
                className="border-border bg-card flex flex-col overflow-hidden rounded-2xl border shadow-sm"
              >
                <div className={`${accent} flex items-center gap-3 px-5 py-4 text-white`}>
                  <Icon className="size-7" aria-hidden />
                  <h2 className="text-lg font-bold">{name}</h2>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-muted-foreground flex-1 text-sm">{t(blurb)}</p>
                  <p className="mt-3 text-xs font-medium">
                    {t('training.options.levels', {
                      levels: sport.levels.map((level) => t(levelNames[level])).join(', '),
                    })}
                  </p>
                  <div className="mt-5 grid gap-2">
                    <Link
                      to={sport.path}
                      className={buttonClasses()}
                      aria-label={t('training.options.viewTrainingOf', { sport: name })}
                    >
                      {t('training.options.viewTraining')}
                    </Link>
                    <Link
                      to="/pricing"
                      className={buttonClasses({ variant: 'secondary' })}
                      aria-label={t('training.premiumOf', { sport: name })}
                    >
                      <Crown className="size-4 text-amber-500" aria-hidden />
                      {t('training.premium')}
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
            {t('training.options.benefits')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {benefits.map(({ id, title, text, icon: Icon }) => (
              <li key={id} className="bg-card border-border rounded-2xl border p-6 shadow-sm">
                <Icon className="text-primary size-8" aria-hidden />
                <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                <p className="text-muted-foreground mt-2 text-sm">{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 className="text-2xl font-bold tracking-tight">{t('training.options.start.title')}</h2>
        <p className="text-muted-foreground mt-3">{t('training.options.start.text')}</p>
        <Link to="/signup" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
          {t('training.options.start.signUp')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </section>
    </>
  );
}
