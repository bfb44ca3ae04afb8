import { MessageSquareQuote } from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading';

const testimonials = [
  {
    quote:
      'Our club used to hand families a list of websites. Now every player trains on the same library and the older kids have profiles coaches actually look at.',
    name: 'Club director',
    detail: 'Travel basketball, VIP partner',
  },
  {
    quote:
      'The comped accounts matter most to me. I can make sure the kid who cannot pay still gets the same tools as everyone else.',
    name: 'Independent trainer',
    detail: 'Speed and agility, PRO+ partner',
  },
  {
    quote:
      'We run a small recruiting service. The partner dashboard shows exactly what we earn and why, which makes it easy to explain to parents.',
    name: 'Recruiting consultant',
    detail: 'Multi-sport, PRO partner',
  },
];

/** Why partners join, in their words (illustrative: no real partner is named). */
export function PartnerTestimonials() {
  return (
    <section
      aria-labelledby="partner-testimonials"
      className="mx-auto max-w-7xl px-4 py-16 sm:py-20"
    >
      <SectionHeading id="partner-testimonials" eyebrow="Testimonials" title="Why partners join" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="border-border bg-card flex h-full flex-col rounded-2xl border p-6 shadow-sm">
              <MessageSquareQuote className="text-primary size-7" aria-hidden />
              <blockquote className="mt-4 flex-1 text-pretty">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground block">{testimonial.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-6 text-center text-xs">
        Testimonials are illustrative of the feedback we hear and do not name real partners.
      </p>
    </section>
  );
}
