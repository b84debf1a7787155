// In-process API reads that every page's root loader makes and whose answers are the same for everyone
// (the upcoming batches, the site's settings): one answer serves every render for a few seconds, as a
// shared page does (decision 0015), instead of a trip through Fastify's whole request pipeline for each
// page (decision 0069). Dropped with the shared pages after a signed-in write, on every instance.

export type SharedAnswer = { status: number; body: string };

export type SharedReads = {
  /** Whether `path` is one of the shared reads. */
  shares(path: string): boolean;
  /** The kept answer of `path`, else `read()`'s, kept when it is a 200; concurrent callers share one read. */
  read(path: string, read: () => Promise<SharedAnswer>): Promise<SharedAnswer>;
  invalidate(): void;
};

export function createSharedReads({
  paths,
  ttlMs,
  now = Date.now,
}: {
  paths: readonly string[];
  ttlMs: number;
  now?: () => number;
}): SharedReads {
  const shared = new Set(paths);
  const kept = new Map<string, { answer: SharedAnswer; expires: number }>();
  const pending = new Map<string, Promise<SharedAnswer>>();
  // Bumped by invalidate(): a read that started before a write must not be kept after it.
  let generation = 0;

  return {
    shares: (path) => shared.has(path),
    read(path, read) {
      const entry = kept.get(path);
      if (entry && entry.expires > now()) return Promise.resolve(entry.answer);
      let reading = pending.get(path);
      if (!reading) {
        const startedIn = generation;
        reading = read().finally(() => pending.delete(path));
        reading.then(
          (answer) => {
            if (startedIn === generation && answer.status === 200)
              kept.set(path, { answer, expires: now() + ttlMs });
          },
          () => {},
        );
        pending.set(path, reading);
      }
      return reading;
    },
    invalidate() {
      generation++;
      kept.clear();
      pending.clear();
    },
  };
}
