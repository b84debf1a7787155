import type { PostFields } from "#contracts/content-studio.ts";
import { contentStudioLimits as limits, type PostStatus } from "#contracts/content-studio-text.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { createPost } from "./create-post.ts";
import { deletePost } from "./delete-post.ts";
import { toPostSummary } from "./post-dto.ts";
import { listVersions, readVersion, restoreVersion } from "./post-versions.ts";
import { publishPost, unpublishPost } from "./publish-post.ts";
import { readPost } from "./read-post.ts";
import { savePost } from "./save-post.ts";

/** The content studio's blog post use cases (issue 21), one file each. */
export function createContentStudioService(
  deps: ContentStudioDeps & { removeCover: (coverPath: string) => Promise<void> },
) {
  return {
    async list(filter: { status?: PostStatus | undefined; q?: string | undefined }, page: number) {
      const now = deps.now();
      const { rows, total } = await deps.repository.list(filter, page, limits.postsPageSize, now);
      return {
        items: rows.map((row) => toPostSummary(row, now)),
        total,
        page,
        pageSize: limits.postsPageSize,
      };
    },
    get: (id: string) => readPost(deps, id),
    create: (input: PostFields, by: AuditActor) => createPost(deps, input, by),
    save: (id: string, input: PostFields & { version: number }, by: AuditActor) =>
      savePost(deps, id, input, by),
    publish: (id: string, input: { version: number; at?: string | undefined }, by: AuditActor) =>
      publishPost(deps, id, input, by),
    unpublish: (id: string, version: number, by: AuditActor) => unpublishPost(deps, id, version, by),
    remove: (id: string, by: AuditActor) => deletePost(deps, id, by),
    versions: (id: string, page: number) => listVersions(deps, id, page),
    version: (id: string, number: number) => readVersion(deps, id, number),
    restore: (id: string, number: number, version: number, by: AuditActor) =>
      restoreVersion(deps, id, number, version, by),
    /** The body as /blog/<slug> shows it: the same renderer and sanitiser (the live preview). */
    preview: (bodyMarkdown: string) => ({ html: renderMarkdown(bodyMarkdown) }),
  };
}
export type ContentStudioService = ReturnType<typeof createContentStudioService>;
