import type { Executor } from "#server/db/client.ts";

/** A public page that changed its address: `from` and `to` are site paths. */
export type PageMove = { from: string; to: string; by: string };

/** What a module does when a page moves: a write in the mover's transaction, then work once it commits. */
export type PageMoveHandler = {
  write: (tx: Executor, move: PageMove) => Promise<void>;
  afterCommit: () => void;
};

/**
 * Where modules that change a page's address (a course's slug today; posts and pages with the content studio)
 * tell the rest of the app, in their own transaction. The SEO module, created later in server/services.ts,
 * handles it with a redirect from the old address (issue 20); with no handler a move is only the mover's write.
 */
export function createPageMoves() {
  const handlers: PageMoveHandler[] = [];
  return {
    handle(handler: PageMoveHandler): void {
      handlers.push(handler);
    },
    /** Inside the mover's transaction. */
    async moved(tx: Executor, move: PageMove): Promise<void> {
      for (const handler of handlers) await handler.write(tx, move);
    },
    /** After the mover's transaction committed. */
    committed(): void {
      for (const handler of handlers) handler.afterCommit();
    },
  };
}
export type PageMoves = ReturnType<typeof createPageMoves>;
