import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createBackgroundTasks } from "./lib/background-tasks.ts";
import { type CounterStores, counterStores } from "./lib/counter-store.ts";
import { createMemoryInstanceEvents, type InstanceEvents } from "./lib/instance-events.ts";
import { createMarkdownBodies } from "./lib/markdown-bodies.ts";
import { createPageMoves } from "./lib/page-moves.ts";
import type { AuthEventLogger } from "./modules/auth/auth-service.ts";
import type { PasswordHasher } from "./modules/auth/password-hasher.ts";
import { createSessionService } from "./modules/auth/session-service.ts";
import { createSessionsRepository } from "./modules/auth/sessions-repository.ts";
import { createUsersRepository } from "./modules/auth/users-repository.ts";
import type { PageSource } from "./modules/seo/page-source.ts";
import { createStaticPageSource } from "./modules/seo/static-page-source.ts";
import { createFileStorage } from "./providers/storage/create-file-storage.ts";
import type { FileStorage } from "./providers/storage/file-storage.ts";

/**
 * How long a resolved session is reused without a database read (decision 0027). Sign-out, ending
 * sessions and account changes made here take effect at once; changes this process cannot see take this long.
 */
export const sessionCacheTtlMs = 10_000;

/** The app's logger (mail delivery, background failures); silent when absent. */
export type AppLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** What the composition starts from: the app (server/app.ts), a script or a test hands these in. */
export type CoreDeps = {
  db: Database;
  config: Config;
  hasher: PasswordHasher;
  authLog: AuthEventLogger;
  log?: AppLogger;
  /** The database round trip /readyz makes; a composition without a handle (scripts, tests) reports not ready. */
  ping?: () => Promise<void>;
  /** How this instance tells the others what changed (decision 0028); this process only when absent. */
  events?: InstanceEvents;
  /** Where throttles count failures (decision 0029); process memory when absent. */
  counters?: CounterStores;
  /** Lesson files (issue 14); from the config (STORAGE_URL, else DATA_DIR/files) when absent. */
  files?: FileStorage;
};

// The services every module may declare as deps, before the first module of server/services.ts is created.
export function createCore(deps: CoreDeps) {
  const events = deps.events ?? createMemoryInstanceEvents();
  return {
    ...deps,
    events,
    counters: deps.counters ?? counterStores(),
    files: deps.files ?? createFileStorage(deps.config),
    ping: deps.ping ?? (() => Promise.reject(new Error("composed without a database handle"))),
    // Work requests start but do not wait for (mail delivery, the reset link's lookup); awaited at shutdown.
    background: createBackgroundTasks((error, task) =>
      deps.log?.error({ err: error, task }, "background task failed"),
    ),
    // The account store: the sessions plugin reads it on every request, and auth, account-email, profile,
    // password-reset and admin-users share it. It sits below the modules because auth needs account-email's
    // verification mails and account-email needs the users (decision 0025).
    users: createUsersRepository(deps.db),
    sessions: createSessionService({
      repository: createSessionsRepository(deps.db),
      cache: { ttlMs: sessionCacheTtlMs, maxEntries: 10_000 },
      events,
    }),
    // Every module that serves public pages adds its PageSource here when it is created; the SEO service asks
    // them in order at request time, and the first that knows a path describes it. Fixed pages come first.
    pageSources: [createStaticPageSource()] as PageSource[],
    // A module that changes a page's address says so here, in its transaction; the SEO module answers with a
    // redirect from the old address (server/lib/page-moves.ts).
    pageMoves: createPageMoves(),
    // A module whose public pages have a Markdown body offers it here; Internal Links inserts links through it.
    markdownBodies: createMarkdownBodies(),
  };
}
export type CoreServices = ReturnType<typeof createCore>;
