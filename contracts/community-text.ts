import { digitGroups } from "./digit-groups.ts";

// The community forum (issue 18, decision 0047): limits and messages, zod-free so the forum's pages can
// print them without loading a schema.

export const communityLimits = {
  titleMin: 3,
  titleMax: 150,
  /** Markdown, in characters. */
  bodyMax: 20_000,
  tagsMax: 5,
  tagMax: 30,
  /** Threads in a page of a space's list. */
  threadsPageSize: 20,
  /** Top-level replies in a page of a thread. */
  repliesPageSize: 20,
  /**
   * Nested replies a thread's page carries under each top-level reply before "Show more" (all of them when
   * one more would be all, or when the accepted answer is among them); the rest load on request.
   */
  nestedShown: 3,
  /** The highest page number a list answers (a deeper page is refused, not scanned for). */
  pageMax: 10_000,
  /** A space key's longest form: `course:` and a slug, or `batch:` and a uuid. */
  spaceKeyMax: 250,
} as const;

/** Tags are lower-case words and digits joined by hyphens, so a tag is the same in a URL and a list. */
export const communityTagPattern = /^[a-z0-9-]+$/;

/** What a deleted post shows in its place: its title, body and author are hidden, its replies stay. */
export const communityDeleted = "[deleted]";

export const communityText = {
  generalSpace: "General",
  titleRequired: "Enter a title.",
  titleTooShort: `Titles need at least ${communityLimits.titleMin} characters.`,
  titleTooLong: `Titles can be at most ${communityLimits.titleMax} characters.`,
  bodyRequired: "Write a message.",
  bodyTooLong: `Posts can be at most ${digitGroups(communityLimits.bodyMax)} characters.`,
  tagsTooMany: `Add at most ${communityLimits.tagsMax} tags.`,
  tagInvalid: `Tags are 1 to ${communityLimits.tagMax} characters: lower-case letters, digits and hyphens.`,
  pageInvalid: `Page must be a whole number from 1 to ${digitGroups(communityLimits.pageMax)}.`,
  parentInvalid: "The reply you answer is not in this thread.",
  replyInvalid: "The accepted answer must be a reply in this thread.",
  locked: "This thread is locked: only the space's instructors and admins can reply or edit.",
  notAuthor: "Only the author can edit this post.",
  cannotDelete: "Only the author, the space's instructors and admins can delete this post.",
  cannotModerate: "Only the space's instructors and admins can pin or lock threads.",
  cannotAccept: "Only the thread's author, the space's instructors and admins can accept an answer.",
  cannotSeeHistory: "Only the author, the space's instructors and admins can read a post's edit history.",
  ownVote: "You can't upvote your own post.",
  deletedPost: "This post was deleted.",
  teachingOnly: "This list is for instructors and admins.",
} as const;
