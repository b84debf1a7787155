import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { uploadIdPattern } from "#contracts/course-editor.ts";
import type { AppLogger } from "#server/core.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";

/**
 * Removes the staged uploads (decision 0033) older than `expiresAfterMs`: an upload's bytes (`<id>`), its
 * record (`<id>.json`, with its creation date) and a claimed upload's bytes (`<id>.finishing`) that a
 * crash left. Files without a record count from their last change. Every instance may run it at any time on
 * a shared directory (decision 0030): removing what is already gone is not an error. Answers how many
 * uploads it removed.
 */
export async function sweepStagedUploads(
  directory: string,
  expiresAfterMs: number,
  now: Date,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0; // nothing was ever uploaded here
    throw error;
  }
  const ids = new Set(names.map((name) => name.split(".")[0] ?? "").filter((id) => uploadIdPattern.test(id)));
  let removed = 0;
  for (const id of ids) {
    const files = [id, `${id}.json`, `${id}.finishing`].map((name) => path.join(directory, name));
    const created = (await creationTime(files[1]!)) ?? (await lastChange(files));
    if (created === undefined || created + expiresAfterMs > now.getTime()) continue;
    await Promise.all(files.map((file) => rm(file, { force: true })));
    removed += 1;
  }
  return removed;
}

async function creationTime(recordFile: string): Promise<number | undefined> {
  try {
    const record = JSON.parse(await readFile(recordFile, "utf8")) as { creation_date?: unknown };
    const time = typeof record.creation_date === "string" ? Date.parse(record.creation_date) : Number.NaN;
    return Number.isNaN(time) ? undefined : time;
  } catch {
    return undefined; // none, half written, or removed meanwhile
  }
}

async function lastChange(files: string[]): Promise<number | undefined> {
  const times = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (info) => info.mtimeMs,
        () => undefined,
      ),
    ),
  );
  const known = times.filter((time): time is number => time !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

/** Sweeps every `intervalMs` (an hour) on this instance; returns the stop function. */
export function startStagedUploadSweeper(
  deps: { background: BackgroundTasks; sweep: () => Promise<number>; log?: AppLogger },
  intervalMs = 60 * 60_000,
): () => void {
  const timer = setInterval(
    () =>
      deps.background.run("learning.sweep-staged-uploads", async () => {
        const removed = await deps.sweep();
        if (removed > 0)
          deps.log?.info({ event: "learning.staged_uploads_swept", removed }, "expired uploads removed");
      }),
    intervalMs,
  );
  // The timer alone must not keep the process (or a test run) alive.
  timer.unref();
  return () => clearInterval(timer);
}
