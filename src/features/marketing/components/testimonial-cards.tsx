import type { ReactNode } from 'react';

import { StarRating } from '@/components/ui/star-rating';
import type { BusinessTestimonial, LearnerTestimonial, Rating } from '@/content/testimonials';

function TestimonialCard({
  quote,
  rating,
  name,
  detail,
}: {
  quote: string;
  rating: Rating;
  name: string;
  detail: ReactNode;
}) {
  return (
    <li>
      <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <StarRating rating={rating} />
        <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
          <p>
            <span
              aria-hidden="true"
              className="mr-1 text-2xl leading-none font-bold text-brand-400"
            >
              “
            </span>
            {quote}
          </p>
        </blockquote>
        <figcaption className="mt-6 border-t border-slate-200 pt-4">
          <p className="font-semibold text-brand-900">{name}</p>
          <p className="text-sm text-slate-600">{detail}</p>
        </figcaption>
      </figure>
    </li>
  );
}

export function LearnerTestimonials({ testimonials }: { testimonials: LearnerTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <TestimonialCard
          key={testimonial.name}
          quote={testimonial.quote}
          rating={testimonial.rating}
          name={testimonial.name}
          detail={testimonial.affiliation}
        />
      ))}
    </ul>
  );
}

export function BusinessTestimonials({ testimonials }: { testimonials: BusinessTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <TestimonialCard
          key={testimonial.business}
          quote={testimonial.quote}
          rating={testimonial.rating}
          name={testimonial.business}
          detail={`${testimonial.person}, ${testimonial.role}`}
        />
      ))}
    </ul>
  );
}
