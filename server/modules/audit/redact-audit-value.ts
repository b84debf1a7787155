// What an audit entry keeps of a request body or a record (decision 0042): secrets never reach the log, and
// a large value is cut, so a bulk call cannot grow one row without bound.

const secretKey = /pass(word)?|secret|token|api[-_]?key|private|credential|card|cvc|signature/i;
const maxString = 2_000;
const maxArray = 200;
const maxDepth = 6;

export const redacted = "[redacted]";

/** A JSON-safe copy of `value` with secret-looking keys replaced and long strings and lists cut. */
export function redactAuditValue(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === "string") return value.length > maxString ? `${value.slice(0, maxString)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (depth >= maxDepth) return "[nested]";
  if (Array.isArray(value)) {
    const kept = value.slice(0, maxArray).map((item) => redactAuditValue(item, depth + 1));
    if (value.length > maxArray) kept.push(`[${value.length - maxArray} more]`);
    return kept;
  }
  if (typeof value === "object") {
    // Object.fromEntries: a key named __proto__ becomes an own property, never the prototype.
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        secretKey.test(key) ? redacted : redactAuditValue(item, depth + 1),
      ]),
    );
  }
  return String(value);
}

/** The fields whose values differ, for a one-line summary ("price, title"). */
export function changedKeys(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== "object" || typeof after !== "object") return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key])).sort();
}
