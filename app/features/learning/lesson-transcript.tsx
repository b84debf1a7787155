import { ChevronRightIcon } from "lucide-react";
import type { Transcript } from "#contracts/learning.ts";
import { formatVideoTime, learningText as t } from "#contracts/learning-text.ts";

/**
 * The lesson video's captions as text under it, folded until opened. Every cue is React text: the server
 * sends plain strings (tags stripped, entities decoded), and nothing here renders markup. With `onSeek`
 * (an uploaded video) each time plays the video from there; a YouTube or Vimeo player cannot be steered,
 * so there the times are only read.
 */
export function LessonTranscript({
  transcript,
  onSeek,
}: {
  transcript: Transcript;
  onSeek?: (seconds: number) => void;
}) {
  if (transcript.cues.length === 0) return null;
  return (
    <details className="group mt-4 rounded-lg border border-slate-200 bg-white">
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-2.5 font-medium text-slate-900">
        <ChevronRightIcon aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        {t.transcriptHeading}
      </summary>
      {/* Scrolls on its own: focusable, so a keyboard can scroll it where no time is a button. */}
      <section
        aria-label={t.transcriptHeading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className="max-h-80 overflow-y-auto border-t border-slate-100 px-2 py-2"
      >
        <ol className="grid gap-0.5">
          {transcript.cues.map((cue, index) => {
            const time = formatVideoTime(cue.start);
            return (
              // Cues may share a start time; their place in the file is what tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              <li key={index} className="flex items-baseline gap-3 rounded px-2 py-1 text-sm leading-6">
                {onSeek ? (
                  <button
                    type="button"
                    onClick={() => onSeek(cue.start)}
                    aria-label={t.transcriptPlayFrom(time)}
                    className="shrink-0 rounded font-mono text-indigo-700 tabular-nums underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {time}
                  </button>
                ) : (
                  <span className="shrink-0 font-mono text-slate-500 tabular-nums">{time}</span>
                )}
                <span className="text-slate-800">{cue.text}</span>
              </li>
            );
          })}
        </ol>
        {transcript.truncated ? (
          <p className="px-2 py-2 text-sm text-slate-600">{t.transcriptTruncated}</p>
        ) : null}
      </section>
    </details>
  );
}
