import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpeningDetail, OpeningsResponse } from "#contracts/careers.ts";
import type {
  EpisodeDetail,
  EpisodeList,
  ItemVersions,
  OpeningStudioDetail,
  OpeningStudioList,
} from "#contracts/content-studio-items.ts";
import { episodeMessages, openingMessages } from "#contracts/content-studio-items-text.ts";
import { contentStudioMessages as postMessages } from "#contracts/content-studio-text.ts";
import type { PodcastList } from "#contracts/podcast.ts";
import type { SearchResponse } from "#contracts/search.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { multipartBody } from "../support/multipart.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp, type Visitor, visit } from "../support/test-app.ts";
import { activeContentIn, xssCorpus } from "../support/xss-corpus.ts";

// Issue 21's content studio, podcast episodes and job openings through the API: admins only; drafts are
// nowhere public (/api/podcast, the careers API, search, the sitemap's dates) and a draft opening takes no
// application; publish now / at a time (once, even with two publishers at once), unpublish; optimistic saves,
// unique episode numbers, versions and restore; deleting an opening people applied to is refused; the XSS
// corpus inert in the served show notes and descriptions; episode covers judged by their bytes.
let t: TestApp;
let admin: Visitor;
let marketer: Visitor;
let student: Visitor;
let instructor: Visitor;
let visitor: Visitor;
let samplePdf: Buffer;
let counter = 0;
const episodesBase = "/api/admin/content/episodes";
const openingsBase = "/api/admin/content/openings";
const unique = (prefix: string) => `${prefix}-${++counter}-${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signedIn(t.app, await createAccount(db, { role: "admin", name: "Ada Admin" }));
  marketer = await signedIn(t.app, await createAccount(db, { role: "digital_marketer" }));
  student = await signedIn(t.app, await createAccount(db, { role: "student" }));
  instructor = await signedIn(t.app, await createAccount(db, { role: "instructor" }));
  visitor = await visit(t.app);
  samplePdf = await readFile(new URL("../fixtures/sample-cv.pdf", import.meta.url));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let episodeNumber = 500;
const episodeFields = (extra: Record<string, unknown> = {}) => ({
  slug: unique("studio-episode"),
  episodeNumber: ++episodeNumber,
  title: "Shipping evals with Quillfeather",
  summary: "How a small team measures an LLM feature before and after launch.",
  showNotesMarkdown: "## In this episode\n\n- **offline** evals\n- traces",
  guests: ["Priya Raman", "Tom Okafor"],
  audioUrl: "https://media.ailabs.example/podcast/studio.mp3",
  durationSeconds: 2530,
  tags: ["evaluation"],
  coverPath: null,
  coverAlt: "",
  ...extra,
});

const openingFields = (extra: Record<string, unknown> = {}) => ({
  slug: unique("studio-opening"),
  kind: "job",
  title: "Staff Evaluation Engineer Marrowglen",
  team: "Research",
  location: "Remote (worldwide)",
  employmentType: "Full-time",
  summary: "Build the evaluation harness our courses and tutors are judged by.",
  descriptionMarkdown: "## What you will do\n\n- **design** evals\n- ship them",
  status: "open",
  ...extra,
});

async function createEpisode(extra: Record<string, unknown> = {}): Promise<EpisodeDetail> {
  const response = await call(t.app, admin, "POST", episodesBase, episodeFields(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function createOpening(extra: Record<string, unknown> = {}): Promise<OpeningStudioDetail> {
  const response = await call(t.app, admin, "POST", openingsBase, openingFields(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function saveEpisode(episode: EpisodeDetail, changes: Record<string, unknown> = {}, as: Visitor = admin) {
  const { slug, episodeNumber, title, summary, showNotesMarkdown, guests, audioUrl, durationSeconds } =
    episode;
  const { tags, coverPath, coverAlt, version } = episode;
  return call(t.app, as, "PUT", `${episodesBase}/${episode.id}`, {
    ...{ slug, episodeNumber, title, summary, showNotesMarkdown, guests, audioUrl, durationSeconds },
    ...{ tags, coverPath, coverAlt, version },
    ...changes,
  });
}

function saveOpening(opening: OpeningStudioDetail, changes: Record<string, unknown> = {}, as = admin) {
  const { slug, kind, title, team, location, employmentType, summary, descriptionMarkdown, status } = opening;
  return call(t.app, as, "PUT", `${openingsBase}/${opening.id}`, {
    ...{ slug, kind, title, team, location, employmentType, summary, descriptionMarkdown, status },
    version: opening.version,
    ...changes,
  });
}

async function publish<T extends { id: string; version: number }>(
  base: string,
  item: T,
  at?: string,
): Promise<T> {
  const response = await call(t.app, admin, "POST", `${base}/${item.id}/publish`, {
    version: item.version,
    ...(at ? { at } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function unpublish<T extends { id: string; version: number }>(base: string, item: T): Promise<T> {
  const response = await call(t.app, admin, "POST", `${base}/${item.id}/unpublish`, {
    version: item.version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const podcast = async () => ((await t.app.inject({ url: "/api/podcast" })).json() as PodcastList).episodes;
const podcastSlugs = async () => (await podcast()).map((episode) => episode.slug);
const openingSlugs = async (kind: "job" | "internship") =>
  (
    (await t.app.inject({ url: `/api/careers/openings?kind=${kind}` })).json() as OpeningsResponse
  ).openings.map((opening) => opening.slug);
const publicOpening = (slug: string) => t.app.inject({ url: `/api/careers/openings/${slug}` });
const search = async (q: string, type: "episode" | "opening") =>
  (
    (
      await t.app.inject({
        url: `/api/search?q=${encodeURIComponent(q)}&type=${type}`,
        remoteAddress: nextIp(),
      })
    ).json() as SearchResponse
  ).results.map((result) => result.url);
const sitemap = async () => (await t.app.inject({ url: "/sitemap.xml" })).body;
/** The sitemap's date of a path: a draft must not move it. */
const lastmodOf = (xml: string, path: string) =>
  new RegExp(`<loc>[^<]*${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1] ?? null;

function apply(slug: string) {
  const body = multipartBody([
    { name: "name", value: "Jordan Rivera" },
    { name: "email", value: `jordan-${++counter}@example.com` },
    { name: "cv", filename: "cv.pdf", type: "application/pdf", data: samplePdf },
  ]);
  return t.app.inject({
    method: "POST",
    url: `/api/careers/openings/${slug}/applications`,
    payload: body.payload,
    remoteAddress: freshIp(),
    headers: { "content-type": body.contentType, cookie: visitor.cookie, "x-xsrf-token": visitor.token },
  });
}

// A 1x1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
function uploadCover(episodeId: string, body: Buffer, as: Visitor = admin) {
  return t.app.inject({
    method: "POST",
    url: `${episodesBase}/${episodeId}/cover`,
    payload: body,
    headers: { cookie: as.cookie, "x-xsrf-token": as.token, "content-type": "image/png" },
    remoteAddress: nextIp(),
  });
}

describe("access", () => {
  it("lets admins do everything; marketers, students and instructors nothing; visitors sign in", async () => {
    const episode = await createEpisode();
    const opening = await createOpening();
    for (const who of [marketer, student, instructor]) {
      for (const [base, item, fields] of [
        [episodesBase, episode, episodeFields()],
        [openingsBase, opening, openingFields()],
      ] as const) {
        expect((await call(t.app, who, "GET", base)).statusCode).toBe(403);
        expect((await call(t.app, who, "GET", `${base}/${item.id}`)).statusCode).toBe(403);
        expect((await call(t.app, who, "POST", base, fields)).statusCode).toBe(403);
        expect(
          (await call(t.app, who, "PUT", `${base}/${item.id}`, { ...fields, version: item.version }))
            .statusCode,
        ).toBe(403);
        expect(
          (await call(t.app, who, "POST", `${base}/${item.id}/publish`, { version: item.version }))
            .statusCode,
        ).toBe(403);
        expect(
          (await call(t.app, who, "POST", `${base}/${item.id}/unpublish`, { version: item.version }))
            .statusCode,
        ).toBe(403);
        expect((await call(t.app, who, "GET", `${base}/${item.id}/versions`)).statusCode).toBe(403);
        expect((await call(t.app, who, "GET", `${base}/${item.id}/versions/1`)).statusCode).toBe(403);
        expect(
          (await call(t.app, who, "POST", `${base}/${item.id}/versions/1/restore`, { version: item.version }))
            .statusCode,
        ).toBe(403);
        expect((await call(t.app, who, "DELETE", `${base}/${item.id}`)).statusCode).toBe(403);
      }
      expect((await uploadCover(episode.id, png, who)).statusCode).toBe(403);
    }
    for (const url of [
      episodesBase,
      `${episodesBase}/${episode.id}`,
      openingsBase,
      `${openingsBase}/${opening.id}`,
    ])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await call(t.app, admin, "GET", `${episodesBase}/not-a-uuid`)).statusCode).toBe(404);
    expect((await call(t.app, admin, "GET", `${openingsBase}/not-a-uuid`)).statusCode).toBe(404);
  });
});

describe("episodes", () => {
  it("refuses malformed fields with the field named", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ slug: "Not A Slug" }, "slug", /lowercase/],
      [{ audioUrl: "http://media.example.com/a.mp3" }, "audioUrl", /https/],
      [{ audioUrl: "javascript:alert(1)" }, "audioUrl", /https/],
      [{ audioUrl: "/assets/podcast/../secret.mp3" }, "audioUrl", /https/],
      [{ durationSeconds: 0 }, "durationSeconds", /minutes:seconds/],
      [{ episodeNumber: -1 }, "episodeNumber", /./],
      [{ guests: ["<script>alert(1)</script>"] }, "guests", /Scripts/],
      [{ guests: ["Ann", "Ann"] }, "guests", /Each guest once/],
      [{ title: '<img src=x onerror="alert(1)">' }, "title", /Scripts/],
      [{ coverPath: "/media/blog-covers/x.png", coverAlt: "x" }, "coverPath", /uploaded here/],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(t.app, admin, "POST", episodesBase, episodeFields(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const errors = response.json().errors as { field: string; message: string }[];
      const issue = errors.find((error) => error.field === field);
      expect(issue?.message, `${JSON.stringify(change)} -> ${JSON.stringify(errors)}`).toMatch(message);
    }
    // The site's own trailer file is accepted as it is seeded.
    expect((await createEpisode({ audioUrl: "/assets/podcast/trailer.wav" })).audioUrl).toBe(
      "/assets/podcast/trailer.wav",
    );
  });

  it("answers 409 to an episode number or a slug another episode has, on create and on save", async () => {
    const taken = await call(t.app, admin, "POST", episodesBase, episodeFields({ episodeNumber: 1 }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({
      field: "episodeNumber",
      message: episodeMessages.numberTaken,
    });
    const slugTaken = await call(t.app, admin, "POST", episodesBase, episodeFields({ slug: "trailer" }));
    expect(slugTaken.statusCode).toBe(409);
    expect(slugTaken.json().errors[0]).toMatchObject({ field: "slug", message: episodeMessages.slugTaken });
    const first = await createEpisode();
    const second = await createEpisode();
    const moved = await saveEpisode(second, { episodeNumber: first.episodeNumber });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0]).toMatchObject({ field: "episodeNumber" });
    // Keeping its own number is no conflict.
    expect((await saveEpisode(second, { title: "Renamed" })).statusCode).toBe(200);
  });

  it("keeps a draft off /podcast, search and the sitemap's dates; publishing shows it, unpublishing hides it", async () => {
    const before = lastmodOf(await sitemap(), "/podcast");
    const episode = await createEpisode({ title: "Quillfeather draft episode" });
    expect(episode).toMatchObject({ status: "draft", publishedAt: null, path: `/podcast#${episode.slug}` });
    expect(await podcastSlugs()).not.toContain(episode.slug);
    expect(await search("Quillfeather", "episode")).not.toContain(`/podcast#${episode.slug}`);
    const map = await sitemap();
    expect(map).not.toContain(episode.slug);
    expect(lastmodOf(map, "/podcast")).toBe(before);

    const live = await publish(episodesBase, episode);
    expect(live).toMatchObject({ status: "published", publishAt: null });
    const shown = (await podcast()).find((item) => item.slug === episode.slug);
    expect(shown?.showNotesHtml).toContain("<strong>offline</strong>");
    expect(shown).toMatchObject({ guests: ["Priya Raman", "Tom Okafor"], cover: null });
    expect(await search("Quillfeather", "episode")).toContain(`/podcast#${episode.slug}`);
    expect(lastmodOf(await sitemap(), "/podcast")).not.toBe(before);

    const again = await call(t.app, admin, "POST", `${episodesBase}/${episode.id}/publish`, {
      version: live.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(episodeMessages.alreadyPublished);

    const off = await unpublish(episodesBase, live);
    expect(off.status).toBe("draft");
    expect(await podcastSlugs()).not.toContain(episode.slug);
    expect(await search("Quillfeather", "episode")).not.toContain(`/podcast#${episode.slug}`);
    const twice = await call(t.app, admin, "POST", `${episodesBase}/${episode.id}/unpublish`, {
      version: off.version,
    });
    expect(twice.statusCode).toBe(409);

    const empty = await createEpisode({ showNotesMarkdown: " " });
    const refused = await call(t.app, admin, "POST", `${episodesBase}/${empty.id}/publish`, { version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      field: "showNotesMarkdown",
      message: postMessages.incomplete,
    });
  });

  it("lists episodes by status and search, seeded ones included", async () => {
    const episode = await createEpisode({ title: "Zebrafinch episode" });
    const found: EpisodeList = (await call(t.app, admin, "GET", `${episodesBase}?q=zebrafinch`)).json();
    expect(found.items.map((item) => item.id)).toEqual([episode.id]);
    const drafts: EpisodeList = (await call(t.app, admin, "GET", `${episodesBase}?status=draft`)).json();
    expect(drafts.items.every((item) => item.status === "draft")).toBe(true);
    const published: EpisodeList = (
      await call(t.app, admin, "GET", `${episodesBase}?status=published`)
    ).json();
    expect(published.items.map((item) => item.slug)).toContain("trailer");
    expect((await call(t.app, admin, "GET", `${episodesBase}?status=nope`)).statusCode).toBe(400);
  });

  it("answers 409 to a stale save; lists, shows and restores versions; a seeded episode's first edit can be undone", async () => {
    const episode = await createEpisode();
    const first = await saveEpisode(episode, { title: "First title" });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await saveEpisode(episode, { title: "Stale title" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(episodeMessages.stale);
    const second = await saveEpisode(first.json(), {
      title: "Second title",
      showNotesMarkdown: "Second notes",
    });
    expect(second.statusCode).toBe(200);

    const versions: ItemVersions = (
      await call(t.app, admin, "GET", `${episodesBase}/${episode.id}/versions`)
    ).json();
    expect(versions.items.map((v) => [v.number, v.kind, v.title])).toEqual([
      [3, "save", "Second title"],
      [2, "save", "First title"],
      [1, "create", episode.title],
    ]);
    expect(versions.items[0]?.savedBy).toBe("Ada Admin");
    const old = (await call(t.app, admin, "GET", `${episodesBase}/${episode.id}/versions/2`)).json();
    expect(old).toMatchObject({
      number: 2,
      title: "First title",
      showNotesMarkdown: episode.showNotesMarkdown,
    });
    expect((await call(t.app, admin, "GET", `${episodesBase}/${episode.id}/versions/99`)).statusCode).toBe(
      404,
    );

    const restoreStale = await call(
      t.app,
      admin,
      "POST",
      `${episodesBase}/${episode.id}/versions/2/restore`,
      {
        version: episode.version,
      },
    );
    expect(restoreStale.statusCode).toBe(409);
    const restored = await call(t.app, admin, "POST", `${episodesBase}/${episode.id}/versions/2/restore`, {
      version: second.json().version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      title: "First title",
      showNotesMarkdown: episode.showNotesMarkdown,
    });
    const audit = await sqlRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${episode.id} order by at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      "content-studio.episode.create",
      "content-studio.episode.save",
      "content-studio.episode.save",
      "content-studio.episode.restore",
    ]);

    // A seeded episode has no history yet: its first save keeps the state as found, so it can be restored.
    const list: EpisodeList = (await call(t.app, admin, "GET", `${episodesBase}?q=trailer`)).json();
    const trailerId = list.items.find((item) => item.slug === "trailer")?.id ?? "";
    const trailer: EpisodeDetail = (await call(t.app, admin, "GET", `${episodesBase}/${trailerId}`)).json();
    const edited = await saveEpisode(trailer, { title: "Trailer, edited" });
    expect(edited.statusCode, edited.body).toBe(200);
    const history: ItemVersions = (
      await call(t.app, admin, "GET", `${episodesBase}/${trailerId}/versions`)
    ).json();
    expect(history.items.map((v) => [v.number, v.kind, v.title])).toEqual([
      [trailer.version + 1, "save", "Trailer, edited"],
      [trailer.version, "create", trailer.title],
    ]);
    const back = await call(
      t.app,
      admin,
      "POST",
      `${episodesBase}/${trailerId}/versions/${trailer.version}/restore`,
      {
        version: edited.json().version,
      },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await podcast()).find((item) => item.slug === "trailer")?.title).toBe(trailer.title);
  });
});

describe("openings", () => {
  it("keeps a draft off the careers API and search, takes no application to it; published, it takes them", async () => {
    const opening = await createOpening();
    expect(opening).toMatchObject({ publication: "draft", status: "open", applications: 0 });
    expect(opening.path).toBe(`/careers#${opening.slug}`);
    expect(await openingSlugs("job")).not.toContain(opening.slug);
    expect((await publicOpening(opening.slug)).statusCode).toBe(404);
    expect(await search("Marrowglen", "opening")).not.toContain(`/careers#${opening.slug}`);
    const refused = await apply(opening.slug);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe("This position is not open any more.");
    expect(await sitemap()).not.toContain(opening.slug);

    const live = await publish(openingsBase, opening);
    expect(live).toMatchObject({ publication: "published", publishAt: null });
    expect(live.postedAt).not.toBeNull();
    expect(await openingSlugs("job")).toContain(opening.slug);
    const detail = (await publicOpening(opening.slug)).json() as OpeningDetail;
    expect(detail.html).toContain("<strong>design</strong>");
    expect(await search("Marrowglen", "opening")).toContain(`/careers#${opening.slug}`);
    const applied = await apply(opening.slug);
    expect(applied.statusCode, applied.body).toBe(201);

    // People applied: deleting is refused, closing is the way.
    const counted: OpeningStudioDetail = (
      await call(t.app, admin, "GET", `${openingsBase}/${opening.id}`)
    ).json();
    expect(counted.applications).toBe(1);
    const deleted = await call(t.app, admin, "DELETE", `${openingsBase}/${opening.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toBe(openingMessages.hasApplications);
    const closed = await saveOpening(counted, { status: "closed" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await openingSlugs("job")).not.toContain(opening.slug);
    expect((await apply(opening.slug)).statusCode).toBe(404);

    // Unpublished (open again): still nowhere public.
    const reopened = await saveOpening(closed.json(), { status: "open" });
    const off = await unpublish(openingsBase, reopened.json() as OpeningStudioDetail);
    expect(off.publication).toBe("draft");
    expect(await openingSlugs("job")).not.toContain(opening.slug);
    expect((await apply(opening.slug)).statusCode).toBe(404);
  });

  it("moves between /careers and /internship with its kind; deletes one nobody applied to, with its history", async () => {
    const opening = await publish(openingsBase, await createOpening({ kind: "internship" }));
    expect(opening.path).toBe(`/internship#${opening.slug}`);
    expect(await openingSlugs("internship")).toContain(opening.slug);
    const moved = await saveOpening(opening, { kind: "job" });
    expect(moved.statusCode).toBe(200);
    expect(await openingSlugs("internship")).not.toContain(opening.slug);
    expect(await openingSlugs("job")).toContain(opening.slug);

    const gone = await call(t.app, admin, "DELETE", `${openingsBase}/${opening.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call(t.app, admin, "GET", `${openingsBase}/${opening.id}`)).statusCode).toBe(404);
    const left = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from content_versions where entity_id = ${opening.id}`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it("answers 409 to a stale save and a taken slug; restores a version's text, keeping kind and open/closed", async () => {
    const opening = await createOpening();
    const taken = await saveOpening(opening, { slug: "admissions-advisor" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ field: "slug", message: openingMessages.slugTaken });
    const first = await saveOpening(opening, { title: "First title", team: "Platform" });
    expect(first.statusCode).toBe(200);
    const stale = await saveOpening(opening, { title: "Stale" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(openingMessages.stale);
    const second = await saveOpening(first.json(), { title: "Second title", status: "closed" });
    expect(second.statusCode).toBe(200);
    const version = (await call(t.app, admin, "GET", `${openingsBase}/${opening.id}/versions/2`)).json();
    expect(version).toMatchObject({ number: 2, kind: "save", openingKind: "job", title: "First title" });
    const restored = await call(t.app, admin, "POST", `${openingsBase}/${opening.id}/versions/1/restore`, {
      version: second.json().version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ title: opening.title, team: "Research", status: "closed" });
    const versions: ItemVersions = (
      await call(t.app, admin, "GET", `${openingsBase}/${opening.id}/versions`)
    ).json();
    expect(versions.items.map((v) => v.kind)).toEqual(["restore", "save", "save", "create"]);

    const list: OpeningStudioList = (
      await call(t.app, admin, "GET", `${openingsBase}?publication=draft&kind=job&q=${opening.slug}`)
    ).json();
    expect(list.items.map((item) => item.id)).toEqual([opening.id]);
    const seeded: OpeningStudioList = (
      await call(t.app, admin, "GET", `${openingsBase}?publication=published`)
    ).json();
    expect(seeded.items.map((item) => item.slug)).toContain("admissions-advisor");
  });
});

describe("scheduled publishing", () => {
  it("publishes a scheduled episode and opening once, even with two publishers at the same moment", async () => {
    const episode = await createEpisode();
    const opening = await createOpening();
    const past = await call(t.app, admin, "POST", `${episodesBase}/${episode.id}/publish`, {
      version: episode.version,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ field: "at", message: postMessages.scheduleInPast });

    const soon = new Date(Date.now() + 1500).toISOString();
    const scheduledEpisode = await publish(episodesBase, episode, soon);
    const scheduledOpening = await publish(openingsBase, opening, soon);
    expect(scheduledEpisode).toMatchObject({ status: "scheduled", publishedAt: null });
    expect(scheduledOpening).toMatchObject({ publication: "scheduled", postedAt: null });
    expect(new Date(scheduledEpisode.publishAt ?? "").toISOString()).toBe(soon);
    expect(await t.app.episodeOpeningPublisher.sweep()).toBe(0);
    expect(await podcastSlugs()).not.toContain(episode.slug);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    const counts = await Promise.all([
      t.app.episodeOpeningPublisher.sweep(),
      t.app.episodeOpeningPublisher.sweep(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await podcastSlugs()).toContain(episode.slug);
    expect(await openingSlugs("job")).toContain(opening.slug);
    const detail: EpisodeDetail = (await call(t.app, admin, "GET", `${episodesBase}/${episode.id}`)).json();
    expect(detail).toMatchObject({ status: "published", publishAt: null, publishedAt: soon });
    const publishes = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from content_versions
        where entity_id in (${episode.id}, ${opening.id}) and kind = 'publish'`,
    );
    expect(publishes[0]?.n).toBe(2);
  });

  it("cancels a scheduled publish", async () => {
    const opening = await createOpening();
    const scheduled = await publish(openingsBase, opening, new Date(Date.now() + 3_600_000).toISOString());
    const cancelled = await unpublish(openingsBase, scheduled);
    expect(cancelled).toMatchObject({ publication: "draft", publishAt: null });
  });
});

describe("XSS", () => {
  it("keeps every payload inert in the served show notes and descriptions", async () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
    let episode = await publish(episodesBase, await createEpisode());
    let opening = await publish(openingsBase, await createOpening());
    for (const payload of xssCorpus) {
      const savedEpisode = await saveEpisode(episode, { showNotesMarkdown: payload });
      expect(savedEpisode.statusCode, payload).toBe(200);
      episode = savedEpisode.json();
      const served = (await podcast()).find((item) => item.slug === episode.slug);
      expect(
        activeContentIn(served?.showNotesHtml ?? "<script>"),
        `${payload} -> ${served?.showNotesHtml}`,
      ).toEqual([]);

      const savedOpening = await saveOpening(opening, { descriptionMarkdown: payload });
      expect(savedOpening.statusCode, payload).toBe(200);
      opening = savedOpening.json();
      const detail = (await publicOpening(opening.slug)).json() as OpeningDetail;
      expect(activeContentIn(detail.html), `${payload} -> ${detail.html}`).toEqual([]);
    }
  });
});

describe("episode covers", () => {
  it("stores a real PNG, serves it a year, shows it on /podcast once saved with its description", async () => {
    const episode = await createEpisode();
    const response = await uploadCover(episode.id, png);
    expect(response.statusCode, response.body).toBe(200);
    const src = response.json().src as string;
    expect(src).toMatch(/^\/media\/podcast-covers\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("immutable");

    expect((await saveEpisode(episode, { coverPath: src, coverAlt: "" })).statusCode).toBe(400);
    const saved = await saveEpisode(episode, { coverPath: src, coverAlt: "Two people at microphones" });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(episodesBase, saved.json() as EpisodeDetail);
    expect((await podcast()).find((item) => item.slug === episode.slug)?.cover).toEqual({
      src,
      alt: "Two people at microphones",
    });

    const fake = await uploadCover(episode.id, Buffer.from("not an image"));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe(postMessages.coverType);
    expect((await uploadCover("00000000-0000-4000-8000-000000000000", png)).statusCode).toBe(404);

    // Deleting the episode removes its uploaded cover and its history.
    expect((await call(t.app, admin, "DELETE", `${episodesBase}/${episode.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: src })).statusCode).toBe(404);
    expect(await podcastSlugs()).not.toContain(episode.slug);
  });
});
