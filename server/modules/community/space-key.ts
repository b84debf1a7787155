// A space's two names (decision 0047). The API's key is what a URL holds: `general`, `course:<slug>` (what
// a person reads) or `batch:<batch id>`. The stored key is what a thread row holds: `general`,
// `course:<course id>` or `batch:<batch id>`, since a course's slug may be changed by an admin and its id
// may not.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slugPattern = /^[a-z0-9-]{1,200}$/;

export type ParsedSpaceKey =
  | { kind: "general" }
  | { kind: "course"; slug: string }
  | { kind: "batch"; batchId: string };

/** The API key as a lookup, or null for anything that names no space (answered 404 like an unknown one). */
export function parseSpaceKey(key: string): ParsedSpaceKey | null {
  if (key === "general") return { kind: "general" };
  const [kind, value, ...rest] = key.split(":");
  if (rest.length > 0 || value === undefined) return null;
  if (kind === "course" && slugPattern.test(value)) return { kind: "course", slug: value };
  if (kind === "batch" && uuidPattern.test(value)) return { kind: "batch", batchId: value.toLowerCase() };
  return null;
}

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

export const generalSpaceKey = "general";
export const courseSpaceKey = (slug: string) => `course:${slug}`;
export const batchSpaceKey = (batchId: string) => `batch:${batchId}`;
export const storedCourseKey = (courseId: string) => `course:${courseId}`;
export const storedBatchKey = (batchId: string) => `batch:${batchId}`;
