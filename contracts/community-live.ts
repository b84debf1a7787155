import { z } from "zod";
import { communityLiveChanges } from "./community-live-text.ts";

// The data line of a forum live event (issue 18): ids and the kind of change, never a post's content or
// its author. The server writes it, the browser's hook (app/features/community/use-thread-events.ts) reads it.

const id = z.uuid();

export const communityLiveEventSchema = z.object({
  threadId: id,
  /** The reply the change is about (a new, edited, deleted or voted reply); null for the thread itself. */
  replyId: id.nullable(),
  kind: z.enum(communityLiveChanges),
});
export type CommunityLiveEvent = z.infer<typeof communityLiveEventSchema>;
