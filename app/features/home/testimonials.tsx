import { Star } from "lucide-react";
import { Link } from "react-router";
import type { HomeTestimonial } from "#contracts/home.ts";

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= rating ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-slate-300"}
        />
      ))}
    </p>
  );
}

/** Featured graduate reviews; the section is left out until there are any. */
export function Testimonials({ testimonials }: { testimonials: HomeTestimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="testimonials-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          What graduates say
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((review) => (
            <li key={review.id}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5">
                <Stars rating={review.rating} />
                <blockquote className="mt-3 flex-1 text-slate-800">
                  <p>{review.body}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold text-slate-900">{review.authorName}</span>
                  {review.authorRole ? (
                    <span className="block text-slate-700">{review.authorRole}</span>
                  ) : null}
                  <Link
                    to={`/courses/${review.course.slug}`}
                    className="mt-1 inline-block text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
                  >
                    {review.course.title}
                  </Link>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
