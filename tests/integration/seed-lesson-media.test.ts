import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonFiles } from "#server/db/schema/learning.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { seedLessonMedia } from "#server/db/seed-lesson-media.ts";
import { createDiskStorage } from "#server/providers/storage/disk-storage.ts";
import { openTestDatabase } from "../support/test-database.ts";

// The seeded video and captions (issue 14) land in the storage once, whatever the number of boots.

let dir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ai-labs-media-"));
  database = await openTestDatabase();
  await seedDatabase(database.db);
});

afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("seedLessonMedia", () => {
  it("stores a real MP4 and WebVTT captions for AI Engineering's first lesson, once", async () => {
    const storage = createDiskStorage(dir);
    await seedLessonMedia(database.db, storage);
    await seedLessonMedia(database.db, storage);
    const rows = await database.db.select().from(lessonFiles);
    expect(rows.map((row) => row.role).sort()).toEqual(["captions", "video"]);
    const video = rows.find((row) => row.role === "video")!;
    const stored = await storage.stat(video.storageKey);
    expect(stored).toMatchObject({ size: video.sizeBytes, contentType: "video/mp4" });
    const head = await storage.read(video.storageKey, { start: 4, end: 7 });
    const chunks: Buffer[] = [];
    for await (const chunk of head) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("ftyp");
    const [captions] = await database.db.select().from(lessonFiles).where(eq(lessonFiles.role, "captions"));
    expect(captions!.contentType).toBe("text/vtt; charset=utf-8");
  });
});
