import type { LearningRepository } from "./learning-repository.ts";

/** What the player's use cases need: the repository, the Markdown renderer and today's date in the school's zone. */
export type LearningDeps = {
  repository: LearningRepository;
  renderMarkdown: (markdown: string) => string;
  /** YYYY-MM-DD in the school's time zone (drip.ts). */
  today: () => string;
};
