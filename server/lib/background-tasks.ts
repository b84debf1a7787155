export type BackgroundErrorLogger = (error: unknown, label: string) => void;

/**
 * Work a request starts but does not wait for (the reset mail: its lookup must not show in the answer's
 * timing). Every task is tracked, so shutdown and tests can wait for all of it; a failure is logged,
 * never thrown at anybody.
 */
export function createBackgroundTasks(onError: BackgroundErrorLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(label: string, task: () => Promise<unknown>): void {
      // setImmediate: the task starts after the current response has been handed to the socket.
      const promise = new Promise<void>((resolve) => {
        setImmediate(() => {
          task()
            .catch((error: unknown) => onError(error, label))
            .finally(resolve);
        });
      });
      running.add(promise);
      void promise.then(() => running.delete(promise));
    },
    /** Resolves once nothing is running, including tasks the tasks themselves started. */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
