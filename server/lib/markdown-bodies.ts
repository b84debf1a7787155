import type { Executor } from "#server/db/client.ts";

/** A public page's body as its owner stores it, in Markdown. */
export type MarkdownBody = { markdown: string; title: string };

/** A module whose public pages carry a Markdown body it can rewrite (blog posts today; issue 21's pages later). */
export type MarkdownBodyOwner = {
  /** Whether a path is of the kind this owner writes (a quick test on the path alone, for lists). */
  owns: (path: string) => boolean;
  /** The body of this public path, or null when the path is not one of the owner's. */
  read: (path: string) => Promise<MarkdownBody | null>;
  /**
   * Writes `after` if the body still reads `before` (compare and swap, inside `tx`): false when someone changed it
   * meanwhile, so a write never undoes another.
   */
  replace: (tx: Executor, path: string, before: string, after: string) => Promise<boolean>;
};

/**
 * Where modules offer their pages' Markdown bodies to the rest of the app: Internal Links inserts a suggested link
 * through it (issue 20) without knowing which module stores the page.
 */
export function createMarkdownBodies() {
  const owners: MarkdownBodyOwner[] = [];
  return {
    own(owner: MarkdownBodyOwner): void {
      owners.push(owner);
    },
    /** Whether some module writes this path in Markdown (by its shape; the page may still be gone). */
    owns(path: string): boolean {
      return owners.some((owner) => owner.owns(path));
    },
    /** The body and its owner, or null when no module writes this path in Markdown. */
    async find(path: string): Promise<{ body: MarkdownBody; owner: MarkdownBodyOwner } | null> {
      for (const owner of owners) {
        const body = await owner.read(path);
        if (body) return { body, owner };
      }
      return null;
    },
  };
}
export type MarkdownBodies = ReturnType<typeof createMarkdownBodies>;
