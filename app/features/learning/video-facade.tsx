import { PlayIcon } from "lucide-react";
import { formatVideoTime, learningText as t } from "#contracts/learning-text.ts";

/**
 * What stands in the video's place until the learner starts it: one button that looks like a stopped
 * player. Chromium builds a native player's controls (a shadow tree with a dozen SVG images) while the page
 * loads, and that cost two or three long layout tasks on a phone (300 to 500 ms of blocked main thread at
 * Lighthouse's 4x CPU slowdown): the lesson page scored 81 to 92 with it and needs 95. Pressing the button
 * mounts the real <video>, which starts playing at once (the press is the user gesture autoplay asks for)
 * and takes the focus, so Space and the arrow keys work on it next.
 */
export function VideoFacade({
  title,
  resumeAtSeconds,
  onPlay,
}: {
  title: string;
  /** Where the learner stopped last time (0: never started). */
  resumeAtSeconds: number;
  onPlay: () => void;
}) {
  const label = resumeAtSeconds > 0 ? t.videoResume(formatVideoTime(resumeAtSeconds)) : t.videoPlay;
  return (
    <button
      type="button"
      onClick={onPlay}
      aria-label={`${label}: ${title}`}
      className="group flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-slate-900 text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition-transform group-hover:scale-105">
        <PlayIcon aria-hidden="true" className="ml-1 size-7 fill-current" />
      </span>
      <span className="text-sm font-medium">{label}</span>
    </button>
  );
}
