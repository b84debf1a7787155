/** Placeholder until the articles land (replaced by the helper branch). */
export const seedLessonArticles: Record<string, Record<string, string>> = {};
