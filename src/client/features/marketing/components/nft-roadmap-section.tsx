import { SectionHeading } from '#client/components/ui/section-heading';
import { cn } from '#client/lib/cn';

const roadmap = [
  {
    phase: 'Phase 1',
    status: 'Now',
    title: 'Design and early access list',
    text: 'Shaping the cards and badges with athletes, parents and coaches; collecting early access sign-ups.',
  },
  {
    phase: 'Phase 2',
    status: 'Next',
    title: 'Pi wallet connection',
    text: 'Connect your Pi wallet in the Pi Browser and reserve your athlete card.',
  },
  {
    phase: 'Phase 3',
    status: 'Later',
    title: 'Achievement badges and highlight cards',
    text: 'The first badges and dynamic cards, minted for athletes with complete profiles and, for minors, parental consent.',
  },
  {
    phase: 'Phase 4',
    status: 'Later',
    title: 'Tournament drops and fan features',
    text: 'Limited drops during live tournaments and ways for fans to support the athletes they follow.',
  },
];

/** The launch phases as a timeline, the current one marked. */
export function NftRoadmapSection() {
  return (
    <section aria-labelledby="nft-roadmap" className="bg-muted/40 border-border border-y">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="nft-roadmap"
          eyebrow="Roadmap"
          title="How we get there"
          description="We launch in phases and will only move on when each step is safe and working well."
        />
        <ol className="border-border relative mt-12 ml-3 grid gap-10 border-l-2 pl-8">
          {roadmap.map((step) => (
            <li key={step.phase} className="relative">
              <span
                aria-hidden
                className={cn(
                  'absolute top-1 -left-[2.55rem] size-5 rounded-full border-4',
                  step.status === 'Now'
                    ? 'border-primary bg-background'
                    : 'border-border bg-background',
                )}
              />
              <p className="text-sm font-semibold">
                {step.phase}
                <span
                  className={cn(
                    'ml-2 rounded-full px-2 py-0.5 text-xs',
                    step.status === 'Now'
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-muted text-muted-foreground',
                  )}
                >
                  {step.status}
                </span>
              </p>
              <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
              <p className="text-muted-foreground mt-1">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
