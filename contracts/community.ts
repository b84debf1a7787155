import { z } from "zod";
import { communityTagPattern, communityLimits as limits, communityText as text } from "./community-text.ts";
import { recordVersionSchema } from "./record-version.ts";
import "./zod-messages.ts";

// The community forum (issue 18, decision 0047): spaces derived from enrollments, threads and replies in
// Markdown (rendered and sanitised on the server), one level of nested replies, upvotes, accepted answers,
// tags, edits with history, soft deletes, pins and locks.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `general`, `course:<course slug>` or `batch:<batch id>`; an unknown or unreadable one answers 404. */
export const spaceParamsSchema = z.object({ space: z.string().max(limits.spaceKeyMax) });
/** A thread's or reply's id; anything that is not one of ours answers 404, as an unknown id does. */
export const postParamsSchema = z.object({ id: z.string().max(100) });

const page = z.coerce
  .number({ error: text.pageInvalid })
  .int(text.pageInvalid)
  .min(1, text.pageInvalid)
  .max(limits.pageMax, text.pageInvalid)
  .default(1);

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, text.tagInvalid)
  .max(limits.tagMax, text.tagInvalid)
  .regex(communityTagPattern, text.tagInvalid);

export const threadListQuerySchema = z.object({
  page,
  /** Only threads with this tag; empty filters nothing. */
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .max(limits.tagMax, text.tagInvalid)
    .regex(/^[a-z0-9-]*$/, text.tagInvalid)
    .optional()
    .transform((value) => value || undefined),
});
export type ThreadListQuery = z.output<typeof threadListQuerySchema>;

export const threadPageQuerySchema = z.object({ page });

const title = z
  .string({ error: text.titleRequired })
  .trim()
  .min(1, text.titleRequired)
  .min(limits.titleMin, text.titleTooShort)
  .max(limits.titleMax, text.titleTooLong);
const body = z
  .string({ error: text.bodyRequired })
  .trim()
  .min(1, text.bodyRequired)
  .max(limits.bodyMax, text.bodyTooLong);
/** Lower-cased, each kept once in the order given; the limit counts distinct tags. */
const tags = z
  .array(tag, { error: text.tagInvalid })
  .max(limits.tagsMax * 4, text.tagsTooMany)
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length <= limits.tagsMax, text.tagsTooMany);

export const threadInputSchema = z.object({ title, body, tags: tags.default([]) });
export type ThreadInput = z.output<typeof threadInputSchema>;

/** The author's edit: the version they opened (409 when someone saved after), tags unchanged when left out. */
export const threadEditSchema = z.object({
  version: recordVersionSchema,
  title,
  body,
  tags: tags.optional(),
});
export type ThreadEdit = z.output<typeof threadEditSchema>;

export const replyInputSchema = z.object({
  body,
  /** The reply answered; a reply to a nested reply is attached to its top-level reply (one level). */
  parentId: z.string().regex(uuidPattern, text.parentInvalid).nullish(),
});
export type ReplyInput = z.output<typeof replyInputSchema>;

export const replyEditSchema = z.object({ version: recordVersionSchema, body });
export type ReplyEdit = z.output<typeof replyEditSchema>;

export const acceptBodySchema = z.object({
  /** Null clears the accepted answer. */
  replyId: z.string({ error: text.replyInvalid }).regex(uuidPattern, text.replyInvalid).nullable(),
});
export const pinBodySchema = z.object({ pinned: z.boolean() });
export const lockBodySchema = z.object({ locked: z.boolean() });

export const spaceSchema = z.object({
  key: z.string(),
  kind: z.enum(["general", "course", "batch"]),
  /** "General", the course's title, or the course's title and the batch ("Weekend batch from Jan 10, 2027"). */
  title: z.string(),
  courseSlug: z.string().nullable(),
  threadCount: z.number().int(),
  lastActivityAt: z.string().nullable().describe("ISO 8601 instant; null before the first thread"),
  /** The caller pins, locks and deletes here (the course's instructors; admins everywhere). */
  moderator: z.boolean(),
});
export type Space = z.infer<typeof spaceSchema>;
export const spaceListSchema = z.array(spaceSchema);

/**
 * Published for its space's readers; held for review (its author and the space's staff see it, marked) or
 * hidden by staff (the staff see it, marked). Moderation: contracts/community-moderation.ts.
 */
export const moderationStateSchema = z.enum(["published", "held", "hidden"]);
export type ModerationState = z.infer<typeof moderationStateSchema>;

export const threadSummarySchema = z.object({
  id: z.string(),
  space: z.string(),
  /** Plain text ("[deleted]" once deleted): shown as text, never as HTML. */
  title: z.string(),
  tags: z.array(z.string()),
  /** Null when deleted or when the account is gone. */
  authorName: z.string().nullable(),
  mine: z.boolean(),
  pinned: z.boolean(),
  locked: z.boolean(),
  deleted: z.boolean(),
  accepted: z.boolean().describe("An answer is accepted"),
  replyCount: z.number().int(),
  voteCount: z.number().int(),
  voted: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  moderation: moderationStateSchema,
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** A thread in a space's list, with the caller's unread marker (community_thread_reads). */
export const threadListItemSchema = threadSummarySchema.extend({
  /** Activity since the caller last opened the thread (or never opened). */
  unread: z.boolean(),
  /** Replies written since the caller last opened it (all of them when never opened). */
  newReplies: z.number().int(),
});
export type ThreadListItem = z.infer<typeof threadListItemSchema>;

export const threadListPageSchema = z.object({
  space: spaceSchema,
  items: z.array(threadListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ThreadListPage = z.infer<typeof threadListPageSchema>;

const postFields = {
  /** Sanitised HTML of the Markdown body; empty once deleted. */
  html: z.string(),
  /** The Markdown, on the caller's own live posts only (their edit form starts from it). */
  body: z.string().nullable(),
  version: z.number().int(),
  edited: z.boolean(),
  updatedAt: z.string(),
};

export const threadSchema = threadSummarySchema.extend({
  ...postFields,
  acceptedReplyId: z.string().nullable(),
});
export type Thread = z.infer<typeof threadSchema>;

export const replySchema = z.object({
  id: z.string(),
  threadId: z.string(),
  parentId: z.string().nullable(),
  authorName: z.string().nullable(),
  mine: z.boolean(),
  deleted: z.boolean(),
  accepted: z.boolean(),
  voteCount: z.number().int(),
  voted: z.boolean(),
  createdAt: z.string(),
  ...postFields,
  /** A hidden reply shown to readers who are not staff as "[hidden]" because nested replies follow it. */
  moderation: moderationStateSchema,
});
export type Reply = z.infer<typeof replySchema>;

export const topReplySchema = replySchema.extend({
  /** The first nested replies (communityLimits.nestedShown), or all of them; the rest: nestedReplies. */
  replies: z.array(replySchema),
  /** How many nested replies the caller sees under this one in all. */
  replyCount: z.number().int(),
});
export type TopReply = z.infer<typeof topReplySchema>;

export const threadDetailSchema = z.object({
  thread: threadSchema,
  space: spaceSchema,
  /** What the caller may do here, so a page offers only what will be accepted. */
  can: z.object({ reply: z.boolean(), moderate: z.boolean(), accept: z.boolean() }),
  replies: z.object({
    items: z.array(topReplySchema),
    total: z.number().int().describe("Top-level replies"),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** All of a top-level reply's nested replies, for its "Show more". */
export const nestedRepliesSchema = z.object({ items: z.array(replySchema) });
export type NestedReplies = z.infer<typeof nestedRepliesSchema>;

export const editHistorySchema = z.array(
  z.object({
    editedAt: z.string(),
    editorName: z.string().nullable(),
    /** A thread's title before this edit; null for replies. */
    title: z.string().nullable(),
    /** The Markdown before this edit, and its sanitised rendering. */
    body: z.string(),
    html: z.string(),
  }),
);
export type EditHistory = z.infer<typeof editHistorySchema>;

export const voteResultSchema = z.object({ voted: z.boolean(), voteCount: z.number().int() });
export type VoteResult = z.infer<typeof voteResultSchema>;

export const threadStateSchema = z.object({
  id: z.string(),
  pinned: z.boolean(),
  locked: z.boolean(),
  acceptedReplyId: z.string().nullable(),
});
export type ThreadState = z.infer<typeof threadStateSchema>;
