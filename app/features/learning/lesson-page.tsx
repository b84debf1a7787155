import {
  CheckCircle2Icon,
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  InfoIcon,
  LockIcon,
} from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useToast } from "#app/components/ui/use-toast.ts";
import { VideoEmbed } from "#app/components/ui/video-embed.tsx";
import { AssignmentPanel } from "#app/features/assignments/assignment-panel.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { QuizPanel } from "#app/features/quizzes/quiz-panel.tsx";
import type { CurrentUser } from "#contracts/auth.ts";
import type { CourseOutline, LessonView } from "#contracts/learning.ts";
import {
  coursePlayerPath,
  formatCalendarDate,
  lessonPlayerPath,
  learningText as t,
} from "#contracts/learning-text.ts";
import { CourseProgressSummary } from "./course-progress-summary.tsx";
import { useCourseOutline, useLesson, useLessonCompletion } from "./learning-queries.ts";
import { LessonKindIcon, lessonKindLabel, lessonMinutes } from "./lesson-kind.tsx";
import { LessonLiveSessions } from "./lesson-live-sessions.tsx";
import { LessonNotes } from "./lesson-notes.tsx";
import { LessonTranscript } from "./lesson-transcript.tsx";
import { LessonVideo } from "./lesson-video.tsx";
import { OutlineFold } from "./outline-fold.tsx";
import { VideoFacade } from "./video-facade.tsx";

/** /dashboard/student/courses/:courseSlug/lessons/:lessonId: the lesson beside the course's outline. */
export function LessonPage({ courseSlug, lessonId }: { courseSlug: string; lessonId: string }) {
  const { user } = useAuth();
  const outline = useCourseOutline(user, courseSlug);
  const lesson = useLesson(user, courseSlug, lessonId);
  // Both reads as one: the page waits for the two, and one retry reads again whichever failed. A read
  // again that fails (after a quiz is submitted) keeps the page it had rather than replacing it.
  const both = {
    isPending: outline.isPending || lesson.isPending,
    isError: (outline.isError && !outline.data) || (lesson.isError && !lesson.data),
    data:
      user && outline.data && lesson.data ? { user, outline: outline.data, view: lesson.data } : undefined,
    refetch: () => Promise.all([outline.refetch(), lesson.refetch()]),
  };
  return (
    <QueryState query={both} loading="Loading the lesson..." failed={t.loadFailed}>
      {(data) => <Lesson user={data.user} outline={data.outline} view={data.view} />}
    </QueryState>
  );
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

function fileSize(bytes: number): string {
  if (bytes < 1024 ** 2) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

function Lesson({ user, outline, view }: { user: CurrentUser; outline: CourseOutline; view: LessonView }) {
  const navigate = useNavigate();
  const slug = view.course.slug;
  const { lesson } = view;
  const video = view.files.find((file) => file.role === "video");
  const resources = view.files.filter((file) => file.role === "resource");
  const completion = useLessonCompletion(user, slug, lesson.id);
  // A watched video completes the lesson once (the button can still undo it).
  const onWatched = useCallback(() => completion.mutate(true), [completion.mutate]);
  const player = useRef<HTMLVideoElement>(null);
  // The uploaded video stays a play button (video-facade.tsx) until started; then it plays from here.
  // Kept per lesson: the next lesson's video starts as a button again.
  const [started, setStarted] = useState<{ lessonId: string; at: number } | null>(null);
  const videoStart = started?.lessonId === lesson.id ? started.at : null;
  const startVideo = useCallback((at: number) => setStarted({ lessonId: lesson.id, at }), [lesson.id]);
  // A time in the transcript plays the uploaded video from there, brought into view if need be.
  const seek = useCallback(
    (seconds: number) => {
      const element = player.current;
      if (!element) {
        startVideo(seconds);
        return;
      }
      element.currentTime = seconds;
      element.scrollIntoView({ block: "nearest", behavior: "smooth" });
      void element.play().catch(() => undefined);
    },
    [startVideo],
  );
  // An uploaded video wins over a YouTube or Vimeo link (the server answers no link then).
  const embedUrl = video ? null : view.videoEmbedUrl;
  const previous = view.previousLessonId ? lessonPlayerPath(slug, view.previousLessonId) : null;
  const next = view.nextLessonId ? lessonPlayerPath(slug, view.nextLessonId) : null;

  // J and K walk the course, as in mail and feed readers; never while the reader types a note.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      const to = event.key === "j" ? next : event.key === "k" ? previous : null;
      if (!to) return;
      event.preventDefault();
      void navigate(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, next, previous]);

  return (
    <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      <aside className="mb-6 lg:mb-0">
        <Link
          to={coursePlayerPath(slug)}
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          {view.course.title}
        </Link>
        <div className="mt-3">
          <CourseProgressSummary
            title={view.course.title}
            progress={view.progress}
            staff={view.viewer === "staff"}
          />
        </div>
        <OutlineFold outline={outline} currentLessonId={lesson.id} />
      </aside>

      <article className="min-w-0">
        <p className="text-sm font-medium text-indigo-700">{view.module.title}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{lesson.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <LessonKindIcon kind={lesson.kind} className="size-4" />
          {lessonKindLabel(lesson.kind)} · {lessonMinutes(lesson.minutes)}
          {lesson.required ? "" : ` · ${t.optional}`}
          {lesson.draft ? ` · ${t.draft}` : ""}
        </p>

        {view.viewer === "staff" ? (
          <p className="mt-4 flex gap-2 rounded-lg border border-indigo-100 bg-indigo-50 p-3 text-sm text-slate-800">
            <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            {t.staffView}
          </p>
        ) : null}

        {!lesson.locked && video ? (
          <div className="mt-6">
            {videoStart === null ? (
              <VideoFacade
                title={lesson.title}
                resumeAtSeconds={view.videoPositionSeconds}
                onPlay={() => startVideo(view.videoPositionSeconds)}
              />
            ) : (
              <LessonVideo
                courseSlug={slug}
                lessonId={lesson.id}
                video={video}
                captions={view.files.find((file) => file.role === "captions")}
                startAt={videoStart}
                recordProgress={view.viewer === "learner"}
                completed={lesson.completed}
                onWatched={onWatched}
                playerRef={player}
              />
            )}
          </div>
        ) : null}
        {!lesson.locked && embedUrl ? (
          <div className="mt-6">
            <VideoEmbed url={embedUrl} title={lesson.title} />
            {view.viewer === "learner" && !lesson.completed ? (
              <p className="mt-2 text-sm text-slate-600">{t.embedCompletion}</p>
            ) : null}
          </div>
        ) : null}
        {!lesson.locked && view.transcript ? (
          <LessonTranscript transcript={view.transcript} onSeek={video ? seek : undefined} />
        ) : null}

        <div className="mt-6">
          {lesson.locked ? (
            <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950">
              <LockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>{t.lockedBody(formatCalendarDate(lesson.opensOn ?? ""))}</p>
            </div>
          ) : lesson.html ? (
            <Prose html={lesson.html} className="max-w-none" />
          ) : video ||
            embedUrl ||
            resources.length > 0 ||
            view.liveSessions.length > 0 ||
            lesson.kind === "quiz" ||
            lesson.kind === "assignment" ? null : (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
              {t.emptyBody}
            </p>
          )}
        </div>

        {/* A quiz lesson's Markdown body is the quiz's introduction; the quiz itself follows it. */}
        {lesson.kind === "quiz" && !lesson.locked ? (
          <QuizPanel user={user} courseSlug={slug} lessonId={lesson.id} />
        ) : null}
        {/* Likewise an assignment's: its instructions, rules and the submission follow the introduction. */}
        {lesson.kind === "assignment" && !lesson.locked ? (
          <AssignmentPanel user={user} courseSlug={slug} lessonId={lesson.id} />
        ) : null}

        {lesson.locked ? null : (
          <LessonLiveSessions sessions={view.liveSessions} staff={view.viewer === "staff"} />
        )}

        {resources.length > 0 && !lesson.locked ? (
          <section aria-labelledby="resources-heading" className="mt-8">
            <h2 id="resources-heading" className="font-semibold text-slate-900">
              Resources
            </h2>
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
              {resources.map((file) => (
                <li key={file.id}>
                  <a
                    href={file.url}
                    download={file.filename}
                    className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-slate-50"
                  >
                    <DownloadIcon aria-hidden="true" className="size-4 text-indigo-700" />
                    <span className="min-w-0 flex-1 font-medium text-indigo-800">{file.filename}</span>
                    <span className="text-slate-600">{fileSize(file.size)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {/* A quiz completes by passing it (the quiz panel), an assignment by a passing grade, not by a click. */}
        {view.viewer === "learner" &&
        !lesson.locked &&
        lesson.kind !== "quiz" &&
        lesson.kind !== "assignment" ? (
          <CompletionButton user={user} slug={slug} lessonId={lesson.id} completed={lesson.completed} />
        ) : null}

        <nav
          aria-label="Lessons"
          className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6"
        >
          {previous ? (
            <Link to={previous} className={buttonClassName({ variant: "outline" })} aria-keyshortcuts="k">
              <ChevronLeftIcon aria-hidden="true" />
              {t.previous}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={next} className={buttonClassName()} aria-keyshortcuts="j">
              {t.next}
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
        <p className="mt-3 text-xs text-slate-500">{t.keyboardHint}</p>

        {lesson.locked ? null : (
          <LessonNotes key={lesson.id} courseSlug={slug} lessonId={lesson.id} savedNote={view.note} />
        )}
      </article>
    </div>
  );
}

function CompletionButton({
  user,
  slug,
  lessonId,
  completed,
}: {
  user: CurrentUser;
  slug: string;
  lessonId: string;
  completed: boolean;
}) {
  const completion = useLessonCompletion(user, slug, lessonId);
  const { toast } = useToast();
  const set = (value: boolean) =>
    completion.mutate(value, { onError: () => toast({ title: t.completionFailed, variant: "destructive" }) });
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      {completed ? (
        <>
          <p className="inline-flex items-center gap-2 font-medium text-emerald-800">
            <CheckCircle2Icon aria-hidden="true" className="size-5" />
            {t.completed}
          </p>
          <Button variant="ghost" size="sm" disabled={completion.isPending} onClick={() => set(false)}>
            {t.markIncomplete}
          </Button>
        </>
      ) : (
        <Button
          size="lg"
          disabled={completion.isPending}
          aria-busy={completion.isPending}
          onClick={() => set(true)}
        >
          <CheckCircle2Icon aria-hidden="true" />
          {t.markComplete}
        </Button>
      )}
    </div>
  );
}
