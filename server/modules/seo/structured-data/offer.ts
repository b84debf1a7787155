import { seoDefaults } from "#contracts/seo.ts";
import type { JsonLdNode } from "./json-ld.ts";

/** Fewer seats than this left across a course's batches reads as "limited". */
export const limitedSeatsThreshold = 10;

/** Cents to the decimal string schema.org expects ("1490.00"); integer arithmetic, no float rounding. */
export function centsToPrice(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** `today` plus the spec's validity (one year), as YYYY-MM-DD in UTC. */
export function priceValidUntil(today: Date, days: number = seoDefaults.priceValidDays): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export type Availability = "InStock" | "SoldOut" | "LimitedAvailability";

/** From the seats left in each batch: none left anywhere is sold out; a handful is limited. */
export function availabilityFromSeats(seats: number[]): Availability {
  if (seats.length === 0) return "InStock";
  const total = seats.reduce((sum, n) => sum + Math.max(0, n), 0);
  if (total === 0) return "SoldOut";
  return total <= limitedSeatsThreshold ? "LimitedAvailability" : "InStock";
}

export function offerNode(input: {
  priceCents: number;
  currency?: string;
  url: string;
  today: Date;
  availability: Availability;
  category?: string;
}): JsonLdNode {
  return {
    "@type": "Offer",
    ...(input.category ? { category: input.category } : {}),
    price: centsToPrice(input.priceCents),
    priceCurrency: input.currency || seoDefaults.currency,
    priceValidUntil: priceValidUntil(input.today),
    availability: `https://schema.org/${input.availability}`,
    url: input.url,
  };
}
