import { describe, expect, it } from "vitest";
import { aggregateRatingNode } from "./aggregate-rating.ts";

describe("AggregateRating", () => {
  it("rounds to one decimal and states the 1-5 scale", () => {
    expect(aggregateRatingNode({ ratingValue: 4.666, reviewCount: 3 })).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
