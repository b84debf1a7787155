import type { AdminCourse } from "#contracts/admin-courses.ts";
import { formatUsd } from "#contracts/money.ts";

// What a course's audit entry keeps (decision 0042): the fields an admin edits, without the bookkeeping that
// changes with every save (version, updatedAt), so the entry's diff names only what the admin changed.
export function auditedCourse(course: AdminCourse) {
  const { version: _version, updatedAt: _updatedAt, path: _path, ...fields } = course;
  return fields;
}

const money = (cents: number | null) => (cents === null ? "none" : formatUsd(cents));

/** "machine-learning: price $499.00 -> $599.00, title, faqs". */
export function courseChangeSummary(before: AdminCourse, after: AdminCourse): string {
  const a = auditedCourse(before) as Record<string, unknown>;
  const b = auditedCourse(after) as Record<string, unknown>;
  const changed = Object.keys(b).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  const parts = changed.map((key) => {
    if (key === "priceCents") return `price ${money(before.priceCents)} -> ${money(after.priceCents)}`;
    if (key === "earlyBirdPriceCents")
      return `early-bird ${money(before.earlyBirdPriceCents)} -> ${money(after.earlyBirdPriceCents)}`;
    if (key === "status") return `${before.status} -> ${after.status}`;
    return key;
  });
  return `${after.slug}: ${parts.join(", ") || "no change"}`;
}
