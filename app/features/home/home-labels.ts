// Display words for the catalog's enum values on the home page.
const levelLabels: Record<string, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};
const formatLabels: Record<string, string> = {
  live_online: "Live online",
  self_paced: "Self-paced",
  hybrid: "Hybrid",
};

export function levelLabel(level: string): string {
  return levelLabels[level] ?? level;
}

export function formatLabel(format: string): string {
  return formatLabels[format] ?? format;
}

export function weeksLabel(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

/** "4.8" (one decimal, trailing .0 dropped: "5"). */
export function ratingLabel(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}
