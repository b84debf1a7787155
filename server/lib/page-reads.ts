// Reads shared by the in-process API reads of one page render (decision 0072). A page's loaders read the
// API in parallel, and two of them may need the same rows: the lesson page reads the course's outline and
// the lesson, and each resolves the course, the reader's enrollments, the outline and their progress. The
// render lends one map to all of its reads (server/lib/internal-requests.ts); a use case that opts in names
// the repository methods that may be shared, and the second read of the same call waits for the first's
// answer instead of asking the database again. Nothing outlives the render, and requests from outside
// (a browser's own API call) never share.

/** One render's shared reads, by method and arguments. */
export type PageReads = Map<string, Promise<unknown>>;

type Reads<T, K extends keyof T> = {
  [M in K]: T[M] extends (...args: never[]) => Promise<unknown> ? M : never;
}[K];

/**
 * `repository` with the named read methods answered once per render: the same call (method and arguments,
 * compared as JSON) gets the same promise. Answers are shared objects, so a caller must not change them.
 * Without `reads` (not a page's read) the repository itself.
 */
export function sharedPageReads<T extends object, K extends keyof T>(
  repository: T,
  reads: PageReads | null | undefined,
  scope: string,
  methods: readonly Reads<T, K>[],
): T {
  if (!reads) return repository;
  const shared: T = { ...repository };
  for (const method of methods) {
    const read = repository[method] as (...args: unknown[]) => Promise<unknown>;
    const once = (...args: unknown[]) => {
      const key = `${scope}.${String(method)}(${JSON.stringify(args)})`;
      const known = reads.get(key);
      if (known) return known;
      const answer = read.apply(repository, args);
      reads.set(key, answer);
      return answer;
    };
    (shared as Record<K, unknown>)[method] = once;
  }
  return shared;
}
