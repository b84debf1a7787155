import type { Transcript } from "#contracts/learning.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import type { DeadlinesRepository } from "./deadlines-repository.ts";
import type { LearningRepository } from "./learning-repository.ts";
import type { LessonFilesRepository } from "./lesson-files-repository.ts";

/** What the player's use cases need: the repository, the lesson renderer and today's date in the school's zone. */
export type LearningDeps = {
  repository: LearningRepository;
  lessonFiles: LessonFilesRepository;
  deadlines: DeadlinesRepository;
  storage: FileStorage;
  /** Sanitised HTML of a lesson version (lesson-html-cache.ts over server/lib/markdown.ts). */
  renderLesson: (lesson: { id: string; body: string; updatedAt: Date }) => string;
  /** The transcript of a captions file, cached by file (lesson-transcript.ts); null when it is not WebVTT. */
  transcriptOf: (file: { id: string; storageKey: string }) => Promise<Transcript | null>;
  /** YYYY-MM-DD in the school's time zone (drip.ts). */
  today: () => string;
  /** Told of every lesson a learner completes (certificates check their course's rule); must not throw. */
  onLessonCompleted?: (userId: string, courseId: string) => void;
  /** The current instant (assignments fall due at a time of day, not only on a date). */
  now: () => Date;
};
