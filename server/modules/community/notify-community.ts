import { communityThreadPath, type NotificationKind } from "#contracts/notifications-text.ts";
import type { NewNotification } from "#server/modules/notifications/notifications-repository.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import type { Person } from "./people-repository.ts";
import { readersOf } from "./render-post.ts";
import type { SpaceRef } from "./space-access.ts";

// What the forum tells people (issue 18), through the notifications module's store: mentions, replies to
// their thread or reply, their reply accepted. Only people who may read the space now are told, never the
// one who acted. Each event has a key per recipient, so an edit that keeps a mention tells nobody again.

type Thread = { id: string; title: string };
/** Who acted: the writer of a post (also of one approved after review, notify-approved.ts). */
type Actor = Pick<CommunityUser, "id">;

function row(kind: NotificationKind, actor: Actor, thread: Thread, userId: string, dedupeKey: string) {
  return {
    userId,
    kind,
    actorId: actor.id,
    subject: thread.title,
    link: communityThreadPath(thread.id),
    dedupeKey,
  };
}

function mentionRows(
  actor: Actor,
  thread: Thread,
  post: { kind: "thread" | "reply"; id: string },
  mentioned: Person[],
  skip: ReadonlySet<string>,
): NewNotification[] {
  return mentioned
    .filter((person) => person.id !== actor.id && !skip.has(person.id))
    .map((person) => row("community-mention", actor, thread, person.id, `mention:${post.kind}:${post.id}`));
}

/** Mentions in a thread or reply as written or edited (only mentions not notified before reach anyone). */
export async function notifyMentions(
  deps: CommunityDeps,
  actor: Actor,
  thread: Thread,
  post: { kind: "thread" | "reply"; id: string },
  mentioned: Person[],
): Promise<void> {
  await deps.notifications.record(mentionRows(actor, thread, post, mentioned, new Set()));
}

/** A new reply: the thread's author and the author of the reply answered; a mention of them says no more. */
export async function notifyReply(
  deps: CommunityDeps,
  actor: Actor,
  space: SpaceRef,
  thread: Thread & { authorId: string | null },
  reply: { id: string; answeredAuthorId: string | null },
  mentioned: Person[],
): Promise<void> {
  const targets = [...new Set([thread.authorId, reply.answeredAuthorId])].filter(
    (id): id is string => id !== null && id !== actor.id,
  );
  const told = await readersOf(deps, space, await deps.people.byIds(targets));
  const rows = told.map((person) => row("community-reply", actor, thread, person.id, `reply:${reply.id}`));
  const skip = new Set(told.map((person) => person.id));
  await deps.notifications.record([
    ...rows,
    ...mentionRows(actor, thread, { kind: "reply", id: reply.id }, mentioned, skip),
  ]);
}

/** A reply accepted as the answer: its author, unless they accepted it themselves. */
export async function notifyAccepted(
  deps: CommunityDeps,
  actor: Actor,
  space: SpaceRef,
  thread: Thread,
  reply: { id: string; authorId: string | null },
): Promise<void> {
  if (!reply.authorId || reply.authorId === actor.id) return;
  const told = await readersOf(deps, space, await deps.people.byIds([reply.authorId]));
  await deps.notifications.record(
    told.map((person) => row("community-accepted", actor, thread, person.id, `accepted:${reply.id}`)),
  );
}
