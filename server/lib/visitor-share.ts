// Background work that renders in-process (the content audit, decision 0053) competes with visitors for the
// one event loop: a render is ~10-20 ms of synchronous work, and back to back they left visitors a third
// of the loop (issue 20: the course page fell from its 800 req/s bar to ~650 while the audit ran). Such work
// runs through `sharingWithVisitors`: after a step during which visitors' requests arrived, it pauses as
// long as the step took, so visitors keep at least half the loop; with nobody on the site it runs flat out.

/** How many requests have arrived over the server's sockets (in-process `inject` calls are not counted). */
export type VisitorCount = () => number;

export function countVisitorRequests(server: {
  on(event: "request", listener: () => void): unknown;
}): VisitorCount {
  let seen = 0;
  server.on("request", () => {
    seen += 1;
  });
  return () => seen;
}

export type SharingOptions = {
  visitors: VisitorCount;
  /** The pause after a busy step, as a share of the step's own time (1: visitors get as long as the step). */
  share?: number;
  /** A step stuck on a slow provider does not turn into a long pause. */
  maxPauseMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `step`, pausing after each call during which visitors' requests arrived (see above). */
export function sharingWithVisitors<A extends unknown[], R>(
  step: (...args: A) => Promise<R>,
  {
    visitors,
    share = 1,
    maxPauseMs = 100,
    sleep = defaultSleep,
    now = () => performance.now(),
  }: SharingOptions,
): (...args: A) => Promise<R> {
  return async (...args) => {
    const before = visitors();
    const startedAt = now();
    const result = await step(...args);
    if (visitors() !== before) {
      const pause = Math.min(maxPauseMs, (now() - startedAt) * share);
      if (pause >= 1) await sleep(pause);
    }
    return result;
  };
}
