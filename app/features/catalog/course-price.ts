// Prices are integer cents (never floats). Formatted by hand, not with Intl: the server render and the
// visitor's browser must print the same text, or hydration fails.

const currencySymbols: Record<string, string> = { USD: "$", EUR: "€", GBP: "£" };

/** 249_900 USD cents as "$2,499"; cents are shown only when there are any ("$49.50"). */
export function formatPrice(cents: number, currency = "USD"): string {
  const negative = cents < 0;
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const amount = rest === 0 ? grouped : `${grouped}.${String(rest).padStart(2, "0")}`;
  const symbol = currencySymbols[currency];
  const text = symbol ? `${symbol}${amount}` : `${amount} ${currency}`;
  return negative ? `-${text}` : text;
}

export type PriceDisplay = {
  /** What a seat costs now. */
  current: string;
  /** The list price, shown struck through while the early-bird price applies; null otherwise. */
  original: string | null;
  /** Percent saved with the early-bird price, rounded; null without one. */
  savingPercent: number | null;
};

/** The early-bird price applies when the batch in question is early bird and the course has one. */
export function priceDisplay(
  course: { priceCents: number; earlyBirdPriceCents: number | null; currency: string },
  earlyBird: boolean,
): PriceDisplay {
  const early = course.earlyBirdPriceCents;
  if (earlyBird && early !== null && early < course.priceCents) {
    return {
      current: formatPrice(early, course.currency),
      original: formatPrice(course.priceCents, course.currency),
      savingPercent: Math.round((1 - early / course.priceCents) * 100),
    };
  }
  return { current: formatPrice(course.priceCents, course.currency), original: null, savingPercent: null };
}

/** "4.7 out of 5 stars from 7 reviews": what the stars say to a screen reader. */
export function ratingText(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return "No reviews yet";
  const reviews = rating.count === 1 ? "1 review" : `${rating.count} reviews`;
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${reviews}`;
}

/** Whole hours of a set of lessons, e.g. 630 minutes as "10.5 hours". */
export function formatHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 2) / 2;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

export function formatWeeks(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}
