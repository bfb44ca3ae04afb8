import { SectionHeading } from '#client/components/ui/section-heading';
import { cn } from '#client/lib/cn';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

type Status = 'now' | 'next' | 'later';

const statusLabels: Record<Status, MessageId> = {
  now: 'nft.roadmap.status.now',
  next: 'nft.roadmap.status.next',
  later: 'nft.roadmap.status.later',
};

const roadmap: { phase: number; status: Status; title: MessageId; text: MessageId }[] = [
  {
    phase: 1,
    status: 'now',
    title: 'nft.roadmap.phase1.title',
    text: 'nft.roadmap.phase1.text',
  },
  {
    phase: 2,
    status: 'next',
    title: 'nft.roadmap.phase2.title',
    text: 'nft.roadmap.phase2.text',
  },
  {
    phase: 3,
    status: 'later',
    title: 'nft.roadmap.phase3.title',
    text: 'nft.roadmap.phase3.text',
  },
  {
    phase: 4,
    status: 'later',
    title: 'nft.roadmap.phase4.title',
    text: 'nft.roadmap.phase4.text',
  },
];

/** The launch phases as a timeline, the current one marked. */
export function NftRoadmapSection() {
  const t = useT();
  return (
    <section aria-labelledby="nft-roadmap" className="bg-muted/40 border-border border-y">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="nft-roadmap"
          eyebrow={t('nft.roadmap.eyebrow')}
          title={t('nft.roadmap.title')}
          description={t('nft.roadmap.description')}
        />
        <ol className="border-border relative mt-12 ml-3 grid gap-10 border-l-2 pl-8">
          {roadmap.map((step) => (
            <li key={step.phase} className="relative">
              <span
                aria-hidden
                className={cn(
                  'absolute top-1 -left-[2.55rem] size-5 rounded-full border-4',
                  step.status === 'now'
                    ? 'border-primary bg-background'
                    : 'border-border bg-background',
                )}
              />
              <p className="text-sm font-semibold">
                {t('nft.roadmap.phase', { number: step.phase })}
                <span
                  className={cn(
                    'ml-2 rounded-full px-2 py-0.5 text-xs',
                    step.status === 'now'
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-muted text-muted-foreground',
                  )}
                >
                  {t(statusLabels[step.status])}
                </span>
              </p>
              <h3 className="mt-2 text-lg font-semibold">{t(step.title)}</h3>
              <p className="text-muted-foreground mt-1">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
