import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sweepStagedForms } from "./read-submission-form.ts";

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("sweepStagedForms", () => {
  it("removes the folders a crash left a day ago, and keeps forms being read now", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "staging-"));
    const old = path.join(root, "form-old");
    const fresh = path.join(root, "form-fresh");
    await mkdir(old);
    await writeFile(path.join(old, "part"), "x");
    await mkdir(fresh);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(old, twoDaysAgo, twoDaysAgo);
    expect(await sweepStagedForms(root, new Date(Date.now() - 86_400_000))).toBe(1);
    expect(await readdir(root)).toEqual(["form-fresh"]);
  });

  it("answers 0 when nothing was ever staged", async () => {
    expect(await sweepStagedForms(path.join(os.tmpdir(), "no-such-staging-folder-x"), new Date())).toBe(0);
  });
});
