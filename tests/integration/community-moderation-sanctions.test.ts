import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { notificationsApi } from "#contracts/api/notifications.ts";
import type { Reply, Thread } from "#contracts/community.ts";
import { moderationText } from "#contracts/community-moderation-text.ts";
import type { NotificationPage } from "#contracts/notifications.ts";
import { communityThreadPath } from "#contracts/notifications-text.ts";
import { communitySuspensions } from "#server/db/schema/community-moderation.ts";
import { call } from "../support/accounts.ts";
import {
  act,
  actUrl,
  detail,
  list,
  m,
  moderationFixture,
  newReply,
  newThread,
  queue,
  report,
  sessions,
  spaceX,
  standing,
  threadCount,
  threadsUrl,
  threadUrl,
} from "../support/community-moderation-fixture.ts";

// The forum's moderation (issue 18), part two: warnings, suspensions that block posting and end, and new
// accounts' posts with links held for review and approved. Part one: community-moderation.test.ts.

moderationFixture();

describe("warnings and suspensions", () => {
  it("stores a warning the author reads in their standing, and nobody else", async () => {
    const thread = await newThread("studentB", spaceX);
    expect((await report("studentA", "thread", thread.id)).statusCode).toBe(201);
    const warned = await act("teacherX", "thread", thread.id, {
      action: "warn",
      message: "Please stay on topic.",
    });
    expect(warned).toMatchObject({ moderation: "published", resolvedReports: 1 });
    const mine = await standing("studentB");
    expect(mine.warnings[0]?.message).toBe("Please stay on topic.");
    expect((await standing("studentA")).warnings).toEqual([]);

    const empty = await call(m.t.app, sessions.teacherX, "POST", actUrl("thread", thread.id), {
      action: "warn",
      message: "  ",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(moderationText.messageRequired);

    const staffPost = await newThread("teacherX", spaceX);
    const staffAuthor = await call(m.t.app, sessions.admin, "POST", actUrl("thread", staffPost.id), {
      action: "warn",
      message: "x",
    });
    expect(staffAuthor.statusCode).toBe(403);
    expect(staffAuthor.json().error).toBe(moderationText.staffAuthor);
    const self = await call(m.t.app, sessions.teacherX, "POST", actUrl("thread", staffPost.id), {
      action: "suspend",
      days: 1,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(moderationText.ownAuthor);
  });

  it("an instructor's suspension closes their course's spaces to the author until it ends", async () => {
    const thread = await newThread("studentB", spaceX);
    const reply = await newReply("studentB", thread.id);
    const badDays = await call(m.t.app, sessions.teacherX, "POST", actUrl("reply", reply.id), {
      action: "suspend",
      days: 2,
    });
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().error).toBe(moderationText.daysInvalid);

    const suspended = await act("teacherX", "reply", reply.id, {
      action: "suspend",
      days: 3,
      message: "Spam",
    });
    const until = new Date(suspended.suspendedUntil!);
    expect(until.getTime() - Date.now()).toBeGreaterThan(2.9 * 24 * 3600 * 1000);

    const blocked = [
      await call(m.t.app, sessions.studentB, "POST", threadsUrl(spaceX), {
        title: "Hello there",
        body: "Hi",
      }),
      await call(m.t.app, sessions.studentB, "POST", threadsUrl(`batch:${m.batchA}`), {
        title: "Hello",
        body: "Hi",
      }),
      await call(m.t.app, sessions.studentB, "POST", `${threadUrl(thread.id)}/replies`, { body: "Hi" }),
      await call(
        m.t.app,
        sessions.studentB,
        "PATCH",
        endpointUrl(communityApi.editReply, { params: { id: reply.id } }),
        {
          version: reply.version,
          body: "Edited",
        },
      ),
    ];
    for (const response of blocked) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error).toContain("until");
    }
    const courseTitle = (await standing("studentB")).suspensions[0]?.courseTitle;
    expect(blocked[0]!.json().error).toBe(moderationText.suspended(until, courseTitle ?? null));
    // The general space is not the course's: posting there goes on.
    await newThread("studentB", "general");
    const mine = await standing("studentB");
    expect(mine.suspended).toBe(true);
    expect(mine.suspensions).toHaveLength(1);
    expect(mine.suspensions[0]).toMatchObject({ until: until.toISOString(), reason: "Spam" });
    expect(mine.suspensions[0]?.courseTitle).toBeTruthy();

    // Once it has ended (moved into the past here), posting works again.
    await m.t.database.db
      .update(communitySuspensions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(communitySuspensions.userId, m.people.studentB.id));
    expect((await standing("studentB")).suspended).toBe(false);
    await newReply("studentB", thread.id, "Back again");
  });

  it("an admin's suspension closes the whole community", async () => {
    const thread = await newThread("studentA", "general");
    const result = await act("admin", "thread", thread.id, { action: "suspend", days: 1 });
    expect(result.suspendedUntil).not.toBeNull();
    for (const space of ["general", spaceX]) {
      const response = await call(m.t.app, sessions.studentA, "POST", threadsUrl(space), {
        title: "Hello",
        body: "Hi",
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(moderationText.suspended(new Date(result.suspendedUntil!), null));
    }
    // Reading and reporting are not posting.
    expect((await list("studentA", spaceX)).items.length).toBeGreaterThan(0);
    await m.t.database.db
      .update(communitySuspensions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(communitySuspensions.userId, m.people.studentA.id));
  });
});

describe("new accounts' posts with links", () => {
  it("are held for review: their author and staff see them, nobody else, until approved", async () => {
    const general = "general";
    const countBefore = await threadCount("studentA", general);
    const held = await newThread("newbie", general, "Great deals at https://spam.example/deal");
    expect(held.moderation).toBe("held");
    expect((await list("studentA", general)).items.map((item) => item.id)).not.toContain(held.id);
    expect((await call(m.t.app, sessions.studentA, "GET", threadUrl(held.id))).statusCode).toBe(404);
    expect((await list("newbie", general)).items.find((item) => item.id === held.id)?.moderation).toBe(
      "held",
    );
    expect((await detail("newbie", held.id)).thread.moderation).toBe("held");
    expect(await threadCount("studentA", general)).toBe(countBefore);
    const inQueue = (await queue("admin")).items.find((item) => item.id === held.id);
    expect(inQueue).toMatchObject({ moderation: "held", reportCount: 0, firstReportedAt: null });
    // An instructor's queue does not hold the general space's posts.
    expect((await queue("teacherX")).items.map((item) => item.id)).not.toContain(held.id);

    const approved = await act("admin", "thread", held.id, { action: "restore" });
    expect(approved.moderation).toBe("published");
    expect((await list("studentA", general)).items.map((item) => item.id)).toContain(held.id);
    expect(await threadCount("studentA", general)).toBe(countBefore + 1);
  });

  it("holds replies out of the thread's count and latest activity until approved", async () => {
    const thread = await newThread("studentA", spaceX);
    const plain = await newReply("newbie", thread.id, "No links here");
    expect(plain.moderation).toBe("published");
    const before = await detail("studentA", thread.id);
    const held = await newReply("newbie", thread.id, "See [my site](http://spam.example)");
    expect(held.moderation).toBe("held");
    const seen = await detail("studentA", thread.id);
    expect(seen.replies.items.map((item) => item.id)).toEqual([plain.id]);
    expect(seen.thread.replyCount).toBe(1);
    expect(seen.thread.lastActivityAt).toBe(before.thread.lastActivityAt);
    const own = await detail("newbie", thread.id);
    expect(own.replies.items.map((item) => [item.id, item.moderation])).toEqual([
      [plain.id, "published"],
      [held.id, "held"],
    ]);
    expect((await queue("teacherX")).items.find((item) => item.id === held.id)).toMatchObject({
      kind: "reply",
      threadId: thread.id,
      moderation: "held",
    });

    await act("teacherX", "reply", held.id, { action: "restore" });
    const after = await detail("studentA", thread.id);
    expect(after.replies.items.map((item) => item.id)).toEqual([plain.id, held.id]);
    expect(after.thread.replyCount).toBe(2);
    expect(after.thread.lastActivityAt > before.thread.lastActivityAt).toBe(true);

    // An edit that adds a link sends a published post back to review.
    const edited = await call(
      m.t.app,
      sessions.newbie,
      "PATCH",
      endpointUrl(communityApi.editReply, { params: { id: plain.id } }),
      {
        version: plain.version,
        body: "Now with www.spam.example",
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Reply).moderation).toBe("held");
    expect((await detail("studentA", thread.id)).replies.items.map((item) => item.id)).toEqual([held.id]);
  });

  it("tell nobody while held, and tell on approval what their writing would have told", async () => {
    const told = async (who: "studentA" | "studentB", link: string) => {
      const response = await call(
        m.t.app,
        sessions[who],
        "GET",
        endpointUrl(notificationsApi.list, { query: {} }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as NotificationPage).items
        .filter((item) => item.link === link)
        .map((item) => [item.kind, item.actorUsername]);
    };
    const thread = await newThread("studentA", spaceX);
    const link = communityThreadPath(thread.id);
    const mention = `@${m.people.studentB.username}`;
    const held = await newReply("newbie", thread.id, `${mention} see https://spam.example/answer`);
    expect(held.moderation).toBe("held");
    expect(await told("studentA", link)).toEqual([]);
    expect(await told("studentB", link)).toEqual([]);

    await act("teacherX", "reply", held.id, { action: "restore" });
    // Told as from the reply's author, not from the moderator who approved it.
    expect(await told("studentA", link)).toEqual([["community-reply", m.people.newbie.username]]);
    expect(await told("studentB", link)).toEqual([["community-mention", m.people.newbie.username]]);

    // A thread held and approved tells its mentions; hiding and restoring again tells no one twice.
    const heldThread = await newThread("newbie", spaceX, `${mention} look: https://spam.example/q`);
    const threadLink = communityThreadPath(heldThread.id);
    expect(await told("studentB", threadLink)).toEqual([]);
    await act("teacherX", "thread", heldThread.id, { action: "restore" });
    await act("teacherX", "thread", heldThread.id, { action: "hide" });
    await act("teacherX", "thread", heldThread.id, { action: "restore" });
    expect(await told("studentB", threadLink)).toEqual([["community-mention", m.people.newbie.username]]);
  });

  it("does not hold staff, established accounts, or posts without links", async () => {
    expect((await newThread("newAdmin", "general", "Docs: https://example.com/docs")).moderation).toBe(
      "published",
    );
    expect((await newThread("studentA", spaceX, "See https://example.com")).moderation).toBe("published");
    expect((await newThread("newbie", spaceX, "Plain words")).moderation).toBe("published");
    const titled = await call(m.t.app, sessions.newbie, "POST", threadsUrl(spaceX), {
      title: "Deals at https://spam.example",
      body: "Plain words",
    });
    expect((titled.json() as Thread).moderation).toBe("held");
  });
});
