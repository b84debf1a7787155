import { createLruCache } from "#server/lib/lru-cache.ts";

/**
 * Rendered lesson HTML by lesson and version. Highlighting and sanitising a lesson with several code
 * blocks costs tens of milliseconds (sanitize-html walks every token span), and every learner of a course
 * reads the same few lessons: each version is rendered once per instance. The key holds the lesson's
 * updated time, so an edit is a new key and the stale entry ages out; least recently read entries go first.
 * The transcripts of lesson videos are kept the same way (lesson-transcript.ts).
 */
export function createLessonHtmlCache(render: (markdown: string) => string, maxEntries = 500) {
  const entries = createLruCache<string>(maxEntries);
  return (lesson: { id: string; body: string; updatedAt: Date }): string => {
    const key = `${lesson.id}@${lesson.updatedAt.getTime()}`;
    const cached = entries.get(key);
    if (cached !== undefined) return cached;
    const html = render(lesson.body);
    entries.set(key, html);
    return html;
  };
}
