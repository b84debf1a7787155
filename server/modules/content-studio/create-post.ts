import type { PostDetail, PostFields } from "#contracts/content-studio.ts";
import { contentStudioMessages as messages } from "#contracts/content-studio-text.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { checkSlug, readPost } from "./read-post.ts";

/** A new draft post (admins and marketers); visitors see nothing of it until it is published. Audited. */
export async function createPost(
  deps: ContentStudioDeps,
  input: PostFields,
  by: AuditActor,
): Promise<PostDetail> {
  await checkSlug(deps, input.slug, null);
  const now = deps.now();
  const id = await deps.db
    .transaction(async (tx) => {
      const created = await deps.repository.create(input, by.id, now, tx);
      await deps.audit.record(
        by,
        {
          action: "content-studio.post.create",
          entityType: "blog_post",
          entityId: created,
          summary: `Post ${input.slug} created`,
          after: { slug: input.slug, title: input.title, authorName: input.authorName, tags: input.tags },
        },
        tx,
      );
      return created;
    })
    .catch((error: unknown) => {
      // Two editors taking the same slug at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) throw new HttpError(409, messages.slugTaken, "slug");
      throw error;
    });
  return readPost(deps, id);
}
