import { MessageSquareQuote } from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const testimonials: { quote: MessageId; name: MessageId; detail: MessageId }[] = [
  {
    quote: 'partnership.testimonial.club.quote',
    name: 'partnership.testimonial.club.name',
    detail: 'partnership.testimonial.club.detail',
  },
  {
    quote: 'partnership.testimonial.trainer.quote',
    name: 'partnership.testimonial.trainer.name',
    detail: 'partnership.testimonial.trainer.detail',
  },
  {
    quote: 'partnership.testimonial.consultant.quote',
    name: 'partnership.testimonial.consultant.name',
    detail: 'partnership.testimonial.consultant.detail',
  },
];

/** Why partners join, in their words (illustrative: no real partner is named). */
export function PartnerTestimonials() {
  const t = useT();
  return (
    <section
      aria-labelledby="partner-testimonials"
      className="mx-auto max-w-7xl px-4 py-16 sm:py-20"
    >
      <SectionHeading
        id="partner-testimonials"
        eyebrow={t('partnership.testimonials.eyebrow')}
        title={t('partnership.testimonials.title')}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="border-border bg-card flex h-full flex-col rounded-2xl border p-6 shadow-sm">
              <MessageSquareQuote className="text-primary size-7" aria-hidden />
              <blockquote className="mt-4 flex-1 text-pretty">
                {t('partnership.testimonials.quote', { quote: t(testimonial.quote) })}
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold">{t(testimonial.name)}</span>
                <span className="text-muted-foreground block">{t(testimonial.detail)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-6 text-center text-xs">
        {t('partnership.testimonials.note')}
      </p>
    </section>
  );
}
