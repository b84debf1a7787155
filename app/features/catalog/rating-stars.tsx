import { cn } from "#app/lib/cn.ts";
import { ratingText } from "./course-price.ts";

const starPath = "M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.9l-5.25 2.7 1-5.8L1.5 7.7l5.9-.9z";

function Stars({ className }: { className: string }) {
  return (
    <span className={cn("flex gap-0.5", className)}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0 fill-current">
          <path d={starPath} />
        </svg>
      ))}
    </span>
  );
}

/** Five stars filled to the average; screen readers get the same fact as one sentence. */
export function RatingStars({
  rating,
  showCount = true,
  tone = "light",
  className,
}: {
  rating: { average: number | null; count: number };
  showCount?: boolean;
  /** "dark" on a dark background. */
  tone?: "light" | "dark";
  className?: string;
}) {
  // A single review's stars ("Rated 4 out of 5") need no review count.
  const label =
    showCount || rating.average === null ? ratingText(rating) : `Rated ${rating.average} out of 5`;
  const muted = tone === "dark" ? "text-indigo-100" : "text-slate-600";
  if (rating.average === null || rating.count === 0) {
    return <p className={cn("text-sm", muted, className)}>{label}</p>;
  }
  const percent = Math.max(0, Math.min(100, (rating.average / 5) * 100));
  return (
    <p className={cn("flex items-center gap-2 text-sm", className)}>
      <span role="img" aria-label={label} className="relative inline-flex">
        <Stars className={tone === "dark" ? "text-white/30" : "text-slate-300"} />
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
          <Stars className="text-amber-500" />
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cn("font-semibold", tone === "dark" ? "text-white" : "text-slate-900")}
      >
        {rating.average.toFixed(1)}
      </span>
      {showCount ? (
        <span aria-hidden="true" className={muted}>
          ({rating.count === 1 ? "1 review" : `${rating.count} reviews`})
        </span>
      ) : null}
    </p>
  );
}
