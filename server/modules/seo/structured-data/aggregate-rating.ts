import { seoDefaults } from "#contracts/seo.ts";
import type { JsonLdNode } from "./json-ld.ts";

/** Reviews' average, one decimal, on the spec's 1..5 scale unless Meta Tags set another best rating. */
export function aggregateRatingNode(rating: {
  ratingValue: number;
  reviewCount: number;
  bestRating?: number;
}): JsonLdNode {
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(rating.ratingValue * 10) / 10,
    reviewCount: rating.reviewCount,
    bestRating: rating.bestRating ?? seoDefaults.bestRating,
    worstRating: 1,
  };
}
