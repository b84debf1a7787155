import { cn } from "#app/lib/cn.ts";
import { ratingText } from "./course-price.ts";

// One star is 20 units square, drawn 16 px (size-4) with 2 px (2.5 units) between stars. The five stars
// are one path in one SVG: a course page shows up to ten ratings, and five elements each (plus their
// paths) were 90 of its 121 SVGs, markup React renders for every visitor the page is made for.
const starStep = 22.5;
const starsPath = [0, 1, 2, 3, 4]
  .map(
    (i) =>
      `M${10 + i * starStep} 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L${10 + i * starStep} 14.9l-5.25 2.7 1-5.8L${1.5 + i * starStep} 7.7l5.9-.9z`,
  )
  .join("");

function Stars({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 110 20"
      aria-hidden="true"
      className={cn("block h-4 w-[88px] max-w-none shrink-0 fill-current", className)}
    >
      <path d={starsPath} />
    </svg>
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
