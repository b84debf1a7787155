import type { CurrentUser } from "#contracts/auth.ts";
import type { NotificationSink } from "#server/modules/notifications/service.ts";
import type { ModerationRepository } from "./moderation-repository.ts";
import type { PeopleRepository } from "./people-repository.ts";
import type { PostsRepository } from "./posts-repository.ts";
import type { ChangePublisher } from "./publish-change.ts";
import type { SpacesRepository } from "./spaces-repository.ts";
import type { ThreadReadsRepository } from "./thread-reads-repository.ts";
import type { UserWriteLimits } from "./user-write-limits.ts";

/** What the forum's use cases need: its two repositories, the Markdown renderer and the clock. */
export type CommunityDeps = {
  spaces: SpacesRepository;
  posts: PostsRepository;
  /** Sanitised HTML of Markdown (server/lib/markdown.ts): made when a post is written, stored beside it. */
  renderMarkdown: (markdown: string) => string;
  now: () => Date;
  /** Accounts a post mentions or answers (notify-community.ts). */
  people: PeopleRepository;
  /** Where each person stopped reading each thread (unread markers). */
  reads: ThreadReadsRepository;
  /** The notifications module's store: mentions, replies, accepted answers. */
  notifications: NotificationSink;
  /** Reports, warnings, suspensions and posts' moderation states (hold-for-review.ts, moderate-post.ts). */
  moderation: ModerationRepository;
  /** Per-person limits of forum writes (user-write-limits.ts). */
  writeLimits: UserWriteLimits;
  /** Tells every instance's live listeners that a thread changed, after the write committed (ids only). */
  changes: ChangePublisher;
};

export type CommunityUser = Pick<CurrentUser, "id" | "role">;
