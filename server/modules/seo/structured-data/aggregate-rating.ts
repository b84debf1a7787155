import { seoDefaults } from "#contracts/seo.ts";
import type { JsonLdNode } from "./json-ld.ts";

/** Reviews' average on the spec's 1..5 scale (best rating 5), one decimal. */
export function aggregateRatingNode(rating: { ratingValue: number; reviewCount: number }): JsonLdNode {
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(rating.ratingValue * 10) / 10,
    reviewCount: rating.reviewCount,
    bestRating: seoDefaults.bestRating,
    worstRating: 1,
  };
}
