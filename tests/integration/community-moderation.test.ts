import { describe, expect, it } from "vitest";
import { communityApi } from "#contracts/api/community.ts";
import { communitySearchApi } from "#contracts/api/community-search.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { AuditLogPage } from "#contracts/audit-log.ts";
import type { NestedReplies } from "#contracts/community.ts";
import type { ModerationQueuePage } from "#contracts/community-moderation.ts";
import { moderationText } from "#contracts/community-moderation-text.ts";
import type { CommunitySearchPage } from "#contracts/community-search.ts";
import { communityText } from "#contracts/community-text.ts";
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
  queueUrl,
  report,
  sessions,
  spaceX,
  standing,
  threadCount,
  threadUrl,
} from "../support/community-moderation-fixture.ts";
import { activeContentIn, xssCorpus } from "../support/xss-corpus.ts";

// The forum's moderation (issue 18), part one: reports and their rules, the queue's access matrix, what
// hiding and restoring change in what students, the author and staff see, audit entries, and XSS payloads
// in report details and warnings coming back as the plain text they were. Part two:
// community-moderation-sanctions.test.ts.

moderationFixture();

describe("reports", () => {
  it("takes a reason and details from any reader, once per person and post, never for one's own", async () => {
    const thread = await newThread("studentA", spaceX);
    const first = await report("studentB", "thread", thread.id, {
      reason: "off-topic",
      details: "Not about AI",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: "thread", postId: thread.id, reason: "off-topic" });

    const again = await report("studentB", "thread", thread.id, { reason: "spam" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(moderationText.alreadyReported);

    const own = await report("studentA", "thread", thread.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(moderationText.ownPost);

    // Outside the space: 404, as for a post that does not exist, and for ids that are not ids.
    expect((await report("studentY", "thread", thread.id)).statusCode).toBe(404);
    expect((await report("studentB", "thread", "not-an-id")).statusCode).toBe(404);
    expect((await report("studentB", "reply", thread.id)).statusCode).toBe(404);

    const badReason = await report("teacherX", "thread", thread.id, { reason: "boring" });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().error).toBe(moderationText.reasonInvalid);
    const longDetails = await report("teacherX", "thread", thread.id, {
      reason: "other",
      details: "x".repeat(501),
    });
    expect(longDetails.statusCode).toBe(400);
    expect(longDetails.json().error).toBe(moderationText.detailsTooLong);

    const reply = await newReply("studentB", thread.id, "A reply");
    expect((await report("studentA", "reply", reply.id, { reason: "harassment" })).statusCode).toBe(201);
    await call(
      m.t.app,
      sessions.studentB,
      "DELETE",
      endpointUrl(communityApi.deleteReply, { params: { id: reply.id } }),
    );
    const deleted = await report("teacherX", "reply", reply.id);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toBe(communityText.deletedPost);
  });
});

describe("the moderation queue", () => {
  it("is the staff's: instructors see their courses' spaces, admins every space, students none", async () => {
    const inX = await newThread("studentA", `batch:${m.batchA}`, "Buy cheap watches");
    const inY = await newThread("studentY", "course:machine-learning");
    const inGeneral = await newThread("studentB", "general");
    expect(
      (await report("studentB", "thread", inX.id, { reason: "spam", details: "An ad" })).statusCode,
    ).toBe(201);
    expect((await report("newbie", "thread", inX.id, { reason: "spam" })).statusCode).toBe(201);
    expect((await report("teacherY", "thread", inY.id, { reason: "harassment" })).statusCode).toBe(201);
    expect((await report("studentA", "thread", inGeneral.id, { reason: "other" })).statusCode).toBe(201);

    for (const who of ["studentA", "studentY"] as const) {
      const response = await call(m.t.app, sessions[who], "GET", queueUrl());
      expect(response.statusCode).toBe(403);
    }
    expect((await call(m.t.app, null, "GET", queueUrl())).statusCode).toBe(401);

    const ids = (page: ModerationQueuePage) => page.items.map((item) => item.id);
    const teacherX = await queue("teacherX");
    expect(ids(teacherX)).toContain(inX.id);
    expect(ids(teacherX)).not.toContain(inY.id);
    expect(ids(teacherX)).not.toContain(inGeneral.id);
    const teacherY = await queue("teacherY");
    expect(ids(teacherY)).toContain(inY.id);
    expect(ids(teacherY)).not.toContain(inX.id);
    const admin = await queue("admin");
    expect(ids(admin)).toEqual(expect.arrayContaining([inX.id, inY.id, inGeneral.id]));
    expect(admin.pageSize).toBe(20);

    const item = teacherX.items.find((entry) => entry.id === inX.id)!;
    expect(item).toMatchObject({
      kind: "thread",
      threadId: inX.id,
      space: { key: `batch:${m.batchA}` },
      excerpt: "Buy cheap watches",
      authorName: "Amy A",
      authorUsername: m.people.studentA.username,
      moderation: "published",
      reportCount: 2,
      reasons: [{ reason: "spam", count: 2 }],
      details: [{ reason: "spam", details: "An ad" }],
    });
    expect(item.firstReportedAt).not.toBeNull();

    // Acting on another course's post: 404 (the space is not theirs to read); on the general space: 403.
    const other = await call(m.t.app, sessions.teacherX, "POST", actUrl("thread", inY.id), {
      action: "dismiss",
    });
    expect(other.statusCode).toBe(404);
    const general = await call(m.t.app, sessions.teacherX, "POST", actUrl("thread", inGeneral.id), {
      action: "dismiss",
    });
    expect(general.statusCode).toBe(403);
    expect(general.json().error).toBe(moderationText.notModerator);
    const student = await call(m.t.app, sessions.studentB, "POST", actUrl("thread", inX.id), {
      action: "hide",
    });
    expect(student.statusCode).toBe(403);

    expect((await call(m.t.app, sessions.admin, "GET", queueUrl({ status: "closed" }))).statusCode).toBe(400);
    const badAction = await call(m.t.app, sessions.teacherX, "POST", actUrl("thread", inX.id), {
      action: "ban",
    });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().error).toBe(moderationText.actionInvalid);
    for (const kind of ["posts", "__proto__", "constructor"]) {
      const badKind = await call(
        m.t.app,
        sessions.admin,
        "POST",
        `/api/community/moderation/${kind}/${inX.id}`,
        {
          action: "hide",
        },
      );
      expect(badKind.statusCode, kind).toBe(404);
    }
    expect(
      (await call(m.t.app, sessions.teacherX, "POST", actUrl("thread", "nope"), { action: "hide" }))
        .statusCode,
    ).toBe(404);

    // Dismissing resolves the reports and changes nothing else.
    const dismissed = await act("teacherX", "thread", inX.id, { action: "dismiss" });
    expect(dismissed).toMatchObject({ moderation: "published", resolvedReports: 2 });
    expect(ids(await queue("teacherX"))).not.toContain(inX.id);
    const resolved = (await queue("teacherX", "resolved")).items.find((entry) => entry.id === inX.id);
    expect(resolved).toMatchObject({ reportCount: 2, resolution: "dismiss" });
    expect((await detail("studentB", inX.id)).thread.moderation).toBe("published");
    // Resolved, the same person may report it again.
    expect((await report("studentB", "thread", inX.id, { reason: "spam" })).statusCode).toBe(201);
  });
});

describe("hiding and restoring", () => {
  it("takes a hidden thread from everyone but staff, and brings it back", async () => {
    const thread = await newThread("studentA", spaceX);
    await newReply("studentB", thread.id);
    const before = await threadCount("studentB", spaceX);
    expect((await report("studentB", "thread", thread.id)).statusCode).toBe(201);

    const hidden = await act("teacherX", "thread", thread.id, { action: "hide" });
    expect(hidden).toMatchObject({ moderation: "hidden", resolvedReports: 1 });
    for (const who of ["studentA", "studentB"] as const) {
      expect((await list(who, spaceX)).items.map((item) => item.id)).not.toContain(thread.id);
      expect((await call(m.t.app, sessions[who], "GET", threadUrl(thread.id))).statusCode).toBe(404);
      const replying = await call(m.t.app, sessions[who], "POST", `${threadUrl(thread.id)}/replies`, {
        body: "Hi",
      });
      expect(replying.statusCode).toBe(404);
    }
    expect(await threadCount("studentB", spaceX)).toBe(before - 1);
    const staffList = await list("teacherX", spaceX);
    expect(staffList.items.find((item) => item.id === thread.id)?.moderation).toBe("hidden");
    expect((await detail("admin", thread.id)).thread.moderation).toBe("hidden");

    const restored = await act("teacherX", "thread", thread.id, { action: "restore" });
    expect(restored).toMatchObject({ moderation: "published", resolvedReports: 0 });
    expect((await list("studentB", spaceX)).items.map((item) => item.id)).toContain(thread.id);
    expect(await threadCount("studentB", spaceX)).toBe(before);
    const again = await call(m.t.app, sessions.teacherX, "POST", actUrl("thread", thread.id), {
      action: "restore",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(moderationText.notHeldOrHidden);
  });

  it("leaves a hidden reply out, or as [hidden] when nested replies follow it, and out of the count", async () => {
    const thread = await newThread("studentA", spaceX);
    const lone = await newReply("studentB", thread.id, "A rude reply");
    const parent = await newReply("studentB", thread.id, "Another rude reply");
    const child = await newReply("studentA", thread.id, "Please be kind", parent.id);
    expect((await detail("studentA", thread.id)).thread.replyCount).toBe(3);

    await act("teacherX", "reply", lone.id, { action: "hide" });
    await act("admin", "reply", parent.id, { action: "hide" });

    for (const who of ["studentA", "studentB"] as const) {
      const page = await detail(who, thread.id);
      expect(page.thread.replyCount).toBe(1);
      expect(page.replies.total).toBe(1);
      expect(page.replies.items.map((item) => item.id)).toEqual([parent.id]);
      const placeholder = page.replies.items[0]!;
      expect(placeholder).toMatchObject({ moderation: "hidden", html: "", body: null, authorName: null });
      expect(placeholder.replies.map((item) => item.id)).toEqual([child.id]);
      expect(
        (
          await call(
            m.t.app,
            sessions[who],
            "GET",
            `${endpointUrl(communityApi.replyHistory, { params: { id: lone.id } })}`,
          )
        ).statusCode,
      ).toBe(404);
    }
    const staff = await detail("teacherX", thread.id);
    expect(staff.replies.items.map((item) => [item.id, item.moderation])).toEqual([
      [lone.id, "hidden"],
      [parent.id, "hidden"],
    ]);
    expect(staff.replies.items[1]?.html).toContain("Another rude reply");

    await act("teacherX", "reply", lone.id, { action: "restore" });
    const after = await detail("studentB", thread.id);
    expect(after.thread.replyCount).toBe(2);
    expect(after.replies.items.map((item) => item.id)).toEqual([lone.id, parent.id]);
    // Deleting the hidden one takes nothing more off the count: it was not in it.
    const deleted = await call(
      m.t.app,
      sessions.teacherX,
      "DELETE",
      endpointUrl(communityApi.deleteReply, { params: { id: parent.id } }),
    );
    expect(deleted.statusCode).toBe(204);
    expect((await detail("studentB", thread.id)).thread.replyCount).toBe(2);
  });

  it("leaves a hidden nested reply out of a side conversation's count and its rest, except for staff", async () => {
    const thread = await newThread("studentA", spaceX);
    const top = await newReply("studentB", thread.id, "Top");
    const nested = [];
    for (let i = 0; i < 6; i += 1) nested.push(await newReply("studentA", thread.id, `Nested ${i}`, top.id));
    await act("teacherX", "reply", nested[4]!.id, { action: "hide" });
    const rest = async (who: "studentB" | "teacherX") => {
      const response = await call(
        m.t.app,
        sessions[who],
        "GET",
        endpointUrl(communityApi.nestedReplies, { params: { id: top.id } }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as NestedReplies).items.map((item) => item.id);
    };
    const reader = (await detail("studentB", thread.id)).replies.items[0]!;
    expect(reader.replyCount).toBe(5);
    expect(reader.replies).toHaveLength(3);
    expect(await rest("studentB")).toEqual(nested.filter((_, i) => i !== 4).map((item) => item.id));
    const staff = (await detail("teacherX", thread.id)).replies.items[0]!;
    expect(staff.replyCount).toBe(6);
    expect(await rest("teacherX")).toEqual(nested.map((item) => item.id));
  });
});

describe("accepted answers", () => {
  it("a hidden reply stops being the answer, and one hidden or held cannot be accepted", async () => {
    const thread = await newThread("studentA", spaceX);
    const answer = await newReply("studentB", thread.id, "Use a learning-rate finder.");
    const accept = (replyId: string) =>
      call(m.t.app, sessions.studentA, "POST", `${threadUrl(thread.id)}/accept`, { replyId });
    expect((await accept(answer.id)).statusCode).toBe(200);
    expect((await detail("studentA", thread.id)).thread.accepted).toBe(true);

    await act("teacherX", "reply", answer.id, { action: "hide" });
    const after = await detail("studentA", thread.id);
    expect(after.thread.accepted).toBe(false);
    expect(after.thread.acceptedReplyId).toBeNull();
    const refused = await accept(answer.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(communityText.replyInvalid);

    const held = await newReply("newbie", thread.id, "See https://example.com/answer");
    expect(held.moderation).toBe("held");
    expect((await accept(held.id)).statusCode).toBe(400);
  });
});

describe("search", () => {
  const search = async (q: string) => {
    const response = await call(
      m.t.app,
      sessions.studentB,
      "GET",
      endpointUrl(communitySearchApi.search, { query: { q } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as CommunitySearchPage).items.map((item) => item.threadId);
  };

  it("finds neither a hidden post nor one held for review, and finds them once published", async () => {
    const hiddenThread = await newThread("studentA", spaceX, "Quokkasearchword appears in this question.");
    const replied = await newThread("studentA", spaceX, "A plain question.");
    const hiddenReply = await newReply("studentA", replied.id, "Wombatsearchword appears in this reply.");
    const held = await newThread("newbie", spaceX, "Numbatsearchword, see https://example.com/offer");
    expect(held.moderation).toBe("held");
    expect(await search("quokkasearchword")).toContain(hiddenThread.id);
    expect(await search("wombatsearchword")).toContain(replied.id);
    expect(await search("numbatsearchword")).not.toContain(held.id);

    await act("teacherX", "thread", hiddenThread.id, { action: "hide" });
    await act("teacherX", "reply", hiddenReply.id, { action: "hide" });
    expect(await search("quokkasearchword")).not.toContain(hiddenThread.id);
    expect(await search("wombatsearchword")).not.toContain(replied.id);

    await act("teacherX", "thread", held.id, { action: "restore" });
    expect(await search("numbatsearchword")).toContain(held.id);
  });
});

describe("audit and XSS", () => {
  it("writes an audit entry for every action", async () => {
    const thread = await newThread("studentA", spaceX);
    await act("teacherX", "thread", thread.id, { action: "hide" });
    await act("teacherX", "thread", thread.id, { action: "restore" });
    await act("teacherX", "thread", thread.id, { action: "warn", message: "Careful" });
    const response = await call(m.t.app, sessions.admin, "GET", `/api/admin/audit-log?entityId=${thread.id}`);
    expect(response.statusCode).toBe(200);
    const entries = (response.json() as AuditLogPage).items;
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "community_post.hide",
      "community_post.restore",
      "community_post.warn",
    ]);
    expect(entries.every((entry) => entry.actorId === m.people.teacherX.id)).toBe(true);
    expect(entries.every((entry) => entry.entityType === "community_thread")).toBe(true);
    // No catch-all "request" entry besides them: the use case described the change.
    expect(entries.some((entry) => entry.action === "request")).toBe(false);
  });

  it("returns report details, warnings and excerpts as plain text, the payloads inert", async () => {
    const payloads = xssCorpus;
    for (const payload of payloads) {
      const thread = await newThread("studentA", `batch:${m.batchA}`, payload);
      const reported = await report("studentB", "thread", thread.id, { reason: "other", details: payload });
      expect(reported.statusCode, reported.body).toBe(201);
      expect(reported.json().details).toBe(payload);
      const item = (await queue("admin")).items.find((entry) => entry.id === thread.id);
      // Queue pages are oldest first; find it on whichever page it is.
      const found =
        item ??
        (
          (await call(m.t.app, sessions.admin, "GET", queueUrl({ page: 2 }))).json() as ModerationQueuePage
        ).items.find((entry) => entry.id === thread.id);
      expect(found?.details[0]?.details).toBe(payload);
      expect(activeContentIn(found?.excerpt ?? "")).toEqual([]);
      expect(found?.excerpt).not.toMatch(/<[a-z!/]/i);
      await act("teacherX", "thread", thread.id, { action: "warn", message: payload });
    }
    const warnings = (await standing("studentA")).warnings.map((warning) => warning.message);
    for (const payload of payloads) expect(warnings).toContain(payload);
  });
});

describe("the queue's pages", () => {
  it("pages 20 posts at a time, the longest waiting first, each post once", async () => {
    const before = (await queue("admin")).total;
    const held: string[] = [];
    for (let i = 0; i < 21; i += 1)
      held.push((await newThread("newbie", `batch:${m.batchA}`, `Offer ${i}: https://spam.example/${i}`)).id);
    const first = await queue("admin");
    expect(first.total).toBe(before + 21);
    expect(first.items).toHaveLength(20);
    const rest = (
      await call(m.t.app, sessions.admin, "GET", queueUrl({ page: 2 }))
    ).json() as ModerationQueuePage;
    const all = [...first.items, ...rest.items].map((item) => item.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(-21)).toEqual(held);
    for (const page of ["0", "abc", "1.5"]) {
      const bad = await call(m.t.app, sessions.admin, "GET", queueUrl({ page }));
      expect(bad.statusCode, page).toBe(400);
      expect(bad.json().error).toBe(communityText.pageInvalid);
    }
  });
});
