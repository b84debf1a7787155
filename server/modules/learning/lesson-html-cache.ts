/**
 * Rendered lesson HTML by lesson and version. Highlighting and sanitising a lesson with several code
 * blocks costs tens of milliseconds (sanitize-html walks every token span), and every learner of a course
 * reads the same few lessons: each version is rendered once per instance. The key holds the lesson's
 * updated time, so an edit is a new key and the stale entry ages out; least recently read entries go first.
 */
export function createLessonHtmlCache(render: (markdown: string) => string, maxEntries = 500) {
  const entries = new Map<string, string>();
  return (lesson: { id: string; body: string; updatedAt: Date }): string => {
    const key = `${lesson.id}@${lesson.updatedAt.getTime()}`;
    const cached = entries.get(key);
    if (cached !== undefined) {
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const html = render(lesson.body);
    entries.set(key, html);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return html;
  };
}
