import type { CurrentUser } from "#contracts/auth.ts";
import type { PostsRepository } from "./posts-repository.ts";
import type { ChangePublisher } from "./publish-change.ts";
import type { SpacesRepository } from "./spaces-repository.ts";

/** What the forum's use cases need: its two repositories, the Markdown renderer and the clock. */
export type CommunityDeps = {
  spaces: SpacesRepository;
  posts: PostsRepository;
  /** Sanitised HTML of Markdown (server/lib/markdown.ts): made when a post is written, stored beside it. */
  renderMarkdown: (markdown: string) => string;
  now: () => Date;
  /** Tells every instance's live listeners that a thread changed, after the write committed (ids only). */
  changes: ChangePublisher;
};

export type CommunityUser = Pick<CurrentUser, "id" | "role">;
