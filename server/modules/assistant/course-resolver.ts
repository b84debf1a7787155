import type { ChatTurn } from "./engine.ts";
import { normalizeMessage } from "./intents.ts";

// Which course a message means: its title, its slug, or a common name for it. Aliases are keyed by slug;
// titles and slugs come from the live catalog, so a renamed course is still found by its new title.

export type CourseRef = { slug: string; title: string };

const aliases: Record<string, string[]> = {
  "ai-engineers": [
    "ai engineering",
    "ai engineer",
    "ai engineers",
    "llm engineering",
    "llm apps",
    "llm",
    "llms",
    "rag",
    "agents",
    "generative ai",
    "genai",
    "gen ai",
  ],
  "machine-learning": ["machine learning", "ml", "scikit-learn", "sklearn", "gradient boosting"],
  "deep-learning": ["deep learning", "dl", "neural networks", "neural network", "pytorch", "transformers"],
  "ai-business": [
    "ai for business leaders",
    "ai for business",
    "business leaders",
    "business leader",
    "business course",
    "for business",
    "executives",
    "executive",
    "managers",
    "leaders",
    "no-code",
  ],
  "prompt-engineering": ["prompt engineering", "prompting", "prompts", "prompt", "chatgpt"],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Every course the message names, in the order they appear. */
export function resolveCourses<T extends CourseRef>(message: string, courses: readonly T[]): T[] {
  const text = normalizeMessage(message);
  const hits: { course: T; at: number }[] = [];
  for (const course of courses) {
    const names = [
      course.title.toLowerCase(),
      course.slug,
      course.slug.replace(/-/g, " "),
      ...(aliases[course.slug] ?? []),
    ];
    let first = -1;
    for (const name of names) {
      const match = new RegExp(`(^|[^a-z0-9])${escapeRegExp(name)}($|[^a-z0-9])`).exec(text);
      if (match && (first === -1 || match.index < first)) first = match.index;
    }
    if (first !== -1) hits.push({ course, at: first });
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.course);
}

/**
 * The course a follow-up means: the newest earlier message that names exactly one course
 * ("how much is it?" after "tell me about deep learning"). Messages naming several are skipped.
 */
export function courseFromHistory<T extends CourseRef>(
  history: readonly ChatTurn[],
  courses: readonly T[],
): T | undefined {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i];
    if (!turn) continue;
    const found = resolveCourses(turn.text, courses);
    if (found.length === 1) return found[0];
  }
  return undefined;
}
