import type { Transcript } from "#contracts/learning.ts";
import { createLruCache } from "#server/lib/lru-cache.ts";
import { parseWebVtt } from "#server/lib/webvtt.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";

/**
 * What of a captions file a transcript shows. The transcript travels in the lesson's answer (and in the
 * page that answer is rendered into), so it is capped: 100,000 characters is a lecture of about two and a
 * half hours; a captions file may be up to 50 MB, of which the first 1 MB is read (a two-hour lecture's
 * captions are about 150 KB).
 */
export const transcriptLimits: TranscriptLimits = {
  maxBytes: 1024 ** 2,
  maxCues: 5_000,
  maxTextChars: 100_000,
};
export type TranscriptLimits = { maxBytes: number; maxCues: number; maxTextChars: number };

type CaptionsFile = { id: string; storageKey: string };

async function readTranscript(
  storage: FileStorage,
  file: CaptionsFile,
  limits: TranscriptLimits,
): Promise<Transcript | null> {
  const stored = await storage.stat(file.storageKey);
  if (!stored || stored.size === 0) return null;
  const cut = stored.size > limits.maxBytes;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(file.storageKey, {
    start: 0,
    end: Math.min(stored.size, limits.maxBytes) - 1,
  }))
    chunks.push(chunk as Buffer);
  // Invalid UTF-8 becomes U+FFFD rather than failing the lesson.
  const parsed = parseWebVtt(new TextDecoder().decode(Buffer.concat(chunks)), limits);
  if (!parsed.valid) return null;
  // Read only in part, the last cue may have lost its end.
  const cues = cut ? parsed.cues.slice(0, -1) : parsed.cues;
  return { cues, truncated: parsed.truncated || cut };
}

/**
 * Transcripts by captions file. A file's bytes never change under its id (a new upload is a new file), so
 * each is read and parsed once per instance, beside the rendered lesson HTML (lesson-html-cache.ts). Readers
 * of one lesson at the same moment share one read; a failed read is tried again by the next reader.
 */
export function createLessonTranscripts(
  storage: FileStorage,
  { maxEntries = 100, limits = transcriptLimits }: { maxEntries?: number; limits?: TranscriptLimits } = {},
) {
  const entries = createLruCache<Promise<Transcript | null>>(maxEntries);
  return (file: CaptionsFile): Promise<Transcript | null> => {
    const cached = entries.get(file.id);
    if (cached) return cached;
    const pending = readTranscript(storage, file, limits);
    entries.set(file.id, pending);
    pending.catch(() => entries.delete(file.id));
    return pending;
  };
}
