import type { BatchFacts, BatchType, CourseFacts } from "./engine.ts";

// Live values as the assistant writes them. Pure, so the quality test formats expected facts the same way.

/** 149900 -> "$1,499"; cents appear only when there are some ("$49.50"). */
export function formatPrice(cents: number, currency = "USD"): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** "2026-12-05" -> "Dec 5, 2026" (calendar date, no time-zone shift). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function formatSeats(seats: number): string {
  if (seats <= 0) return "no seats left (the batch is full)";
  return seats === 1 ? "1 seat left" : `${seats} seats left`;
}

const batchTypeNames: Record<BatchType, string> = {
  weekend: "weekend",
  fast_track: "fast-track",
  regular: "regular",
};

export function batchTypeName(type: BatchType): string {
  return batchTypeNames[type];
}

export function formatWeeks(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

/** "the weekend batch of AI Engineering starts Dec 5, 2026 (Sat & Sun, 10:00-14:00 ET), 11 seats left" */
export function describeBatch(batch: BatchFacts, options: { withCourse?: boolean } = {}): string {
  const course = options.withCourse === false ? "" : ` of ${batch.courseTitle}`;
  return `the ${batchTypeName(batch.type)} batch${course} starts ${formatDate(batch.startDate)} (${batch.schedule}), ${formatSeats(batch.seatsAvailable)}`;
}

export function describePrice(course: CourseFacts): string {
  return `${course.title} costs ${formatPrice(course.priceCents, course.currency)} for the whole ${course.durationWeeks}-week program`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
