import { type RefObject, useEffect, useRef } from "react";
import { apiRequest } from "#app/lib/api-client.ts";
import { learningApi } from "#contracts/api/learning.ts";
import type { LessonFile } from "#contracts/learning.ts";

/** A learner has watched a video when 90% of it has played through (issue 14). */
export const watchedShare = 0.9;
const saveEverySeconds = 15;

/**
 * The lesson's video with its captions, mounted when the learner presses play (video-facade.tsx): it takes
 * the focus and plays at once from `startAt` (where they stopped last time, or the transcript's time). It
 * tells the server where they are every 15 s of playing and on pause, and completes the lesson once 90% has
 * been seen. The browser fetches the file itself, with ranges as it seeks.
 */
export function LessonVideo({
  courseSlug,
  lessonId,
  video,
  captions,
  startAt,
  recordProgress,
  completed,
  onWatched,
  playerRef,
}: {
  courseSlug: string;
  lessonId: string;
  video: LessonFile;
  captions: LessonFile | undefined;
  startAt: number;
  recordProgress: boolean;
  completed: boolean;
  onWatched: () => void;
  /** The video element, for the page's own controls (the transcript seeks it). */
  playerRef?: RefObject<HTMLVideoElement | null>;
}) {
  const element = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(startAt);
  const done = useRef(completed);
  done.current = completed;

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    const save = () => {
      if (!recordProgress) return;
      const seconds = Math.floor(player.currentTime);
      if (seconds === lastSaved.current) return;
      lastSaved.current = seconds;
      void apiRequest(learningApi.saveVideoPosition, {
        params: { courseSlug, lessonId },
        body: { seconds },
      }).catch(() => undefined); // the next save tries again; playing never stops for it
    };
    const onLoaded = () => {
      // Start where they stopped, unless that was the very end.
      if (startAt > 0 && player.duration && startAt < player.duration - 5) player.currentTime = startAt;
    };
    const onTime = () => {
      if (Math.abs(player.currentTime - lastSaved.current) >= saveEverySeconds) save();
      if (
        recordProgress &&
        !done.current &&
        player.duration &&
        player.currentTime / player.duration >= watchedShare
      ) {
        done.current = true;
        onWatched();
      }
    };
    player.addEventListener("loadedmetadata", onLoaded);
    if (player.readyState >= HTMLMediaElement.HAVE_METADATA) onLoaded();
    player.addEventListener("timeupdate", onTime);
    player.addEventListener("pause", save);
    player.addEventListener("ended", save);
    return () => {
      save();
      player.removeEventListener("loadedmetadata", onLoaded);
      player.removeEventListener("timeupdate", onTime);
      player.removeEventListener("pause", save);
      player.removeEventListener("ended", save);
    };
  }, [courseSlug, lessonId, startAt, recordProgress, onWatched]);

  // Mounted by a press of the play button: that press is the gesture a browser wants before it plays.
  useEffect(() => {
    const player = element.current;
    if (!player) return;
    player.focus();
    void player.play().catch(() => undefined); // blocked or failed: the controls are there to try again
  }, []);

  return (
    // biome-ignore lint/a11y/useMediaCaption: captions are added when the instructor uploaded them.
    <video
      ref={(node) => {
        element.current = node;
        if (playerRef) playerRef.current = node;
      }}
      controls
      preload="metadata"
      playsInline
      className="aspect-video w-full rounded-lg bg-slate-900"
      src={video.url}
    >
      {captions ? <track kind="captions" src={captions.url} srcLang="en" label="English" default /> : null}
      <a href={video.url}>Download the video</a>
    </video>
  );
}
