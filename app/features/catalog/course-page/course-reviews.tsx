import { formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { RatingStars } from "#app/features/catalog/rating-stars.tsx";
import type { CourseDetail } from "#contracts/catalog.ts";

/** Average, how the stars are spread, and what graduates wrote (newest first). */
export function CourseReviews({ reviews }: { reviews: CourseDetail["reviews"] }) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-28">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        What graduates say
      </h2>
      {reviews.count === 0 || reviews.average === null ? (
        <p className="mt-3 text-slate-700">
          This course has no reviews yet: the first cohort's reviews appear here after graduation.
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <div className="self-start rounded-2xl bg-slate-50 p-5">
            <p className="text-5xl font-bold text-slate-900">{reviews.average.toFixed(1)}</p>
            <RatingStars rating={reviews} className="mt-2" />
            <h3 className="sr-only">Rating distribution</h3>
            <ul className="mt-5 space-y-2">
              {reviews.distribution.map(({ stars, count }) => {
                const percent = reviews.count > 0 ? Math.round((count / reviews.count) * 100) : 0;
                return (
                  <li key={stars} className="flex items-center gap-3 text-sm">
                    <span className="w-14 shrink-0 text-slate-700">
                      {stars} {stars === 1 ? "star" : "stars"}
                    </span>
                    <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                      <span
                        className="block h-full rounded-full bg-amber-500"
                        style={{ width: `${percent}%` }}
                      />
                    </span>
                    <span className="w-20 shrink-0 text-right text-slate-700">
                      {count === 1 ? "1 review" : `${count} reviews`}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <ul className="space-y-4">
            {reviews.items.map((review) => (
              <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-5">
                <figure>
                  <RatingStars rating={{ average: review.rating, count: 1 }} showCount={false} />
                  <blockquote className="mt-3 text-slate-800">
                    <p>{review.body}</p>
                  </blockquote>
                  <figcaption className="mt-3 text-sm text-slate-600">
                    <span className="font-semibold text-slate-900">{review.authorName}</span>
                    {review.authorRole ? `, ${review.authorRole}` : ""} ·{" "}
                    <time dateTime={review.createdAt}>{formatBatchDate(review.createdAt.slice(0, 10))}</time>
                  </figcaption>
                </figure>
                {review.reply ? (
                  // Plain text, escaped by React like the review itself (decision 0044).
                  <div className="mt-4 rounded-xl border-l-4 border-indigo-300 bg-indigo-50 p-4 text-sm text-slate-800">
                    <p className="font-semibold text-slate-900">Reply from AI Labs</p>
                    <p className="mt-1 whitespace-pre-line">{review.reply}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
