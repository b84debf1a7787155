import type { CurrentUser } from "#contracts/auth.ts";
import type { ModerationRepository } from "./moderation-repository.ts";
import type { PostsRepository } from "./posts-repository.ts";
import type { SpacesRepository } from "./spaces-repository.ts";
import type { UserWriteLimits } from "./user-write-limits.ts";

/** What the forum's use cases need: its two repositories, the Markdown renderer and the clock. */
export type CommunityDeps = {
  spaces: SpacesRepository;
  posts: PostsRepository;
  /** Sanitised HTML of Markdown (server/lib/markdown.ts): made when a post is written, stored beside it. */
  renderMarkdown: (markdown: string) => string;
  now: () => Date;
  /** Reports, warnings, suspensions and posts' moderation states (hold-for-review.ts, moderate-post.ts). */
  moderation: ModerationRepository;
  /** Per-person limits of forum writes (user-write-limits.ts). */
  writeLimits: UserWriteLimits;
};

export type CommunityUser = Pick<CurrentUser, "id" | "role">;
