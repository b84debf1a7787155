import { useQueryClient } from "@tanstack/react-query";
import { ClipboardCheckIcon, RotateCwIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import { QuizAttemptForm } from "./quiz-attempt-form.tsx";
import { QuizOverview } from "./quiz-overview.tsx";
import {
  errorMessage,
  invalidateAfterQuiz,
  type ReceivedAttempt,
  useOpenQuizAttempt,
  useQuizOverview,
  useStartQuizAttempt,
} from "./quiz-queries.ts";
import { QuizReview } from "./quiz-review.tsx";

type Stage =
  /** `returned`: back from a review, so the panel's heading takes focus. */
  | { name: "overview"; returned: boolean }
  | { name: "attempt"; attempt: ReceivedAttempt }
  | { name: "review"; attempt: ReceivedAttempt; notice: string | null }
  /** The server closed the attempt under the student (409): its review is being read, or failed to be. */
  | { name: "closing"; attemptId: string; notice: string; failed: boolean };

/**
 * A quiz lesson's panel under its introduction (issue 16): the overview, an attempt, or a closed attempt's
 * review. Which one is this component's state, not the URL's: an attempt is always opened by a click, read
 * afresh from the API (its saved answers and the server's clock), so a reload lands on the overview, whose
 * Resume button reopens it.
 */
export function QuizPanel({
  user,
  courseSlug,
  lessonId,
}: {
  user: CurrentUser;
  courseSlug: string;
  lessonId: string;
}) {
  const lesson = useMemo(() => ({ courseSlug, lessonId }), [courseSlug, lessonId]);
  const client = useQueryClient();
  const overview = useQuizOverview(user, lesson);
  const start = useStartQuizAttempt(user, lesson);
  const open = useOpenQuizAttempt(lesson);
  const zone = useViewerTimeZone() ?? schoolTimeZone;
  const [stage, setStage] = useState<Stage>({ name: "overview", returned: false });
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stage.name === "overview" && stage.returned) heading.current?.focus();
  }, [stage]);

  const show = (attempt: ReceivedAttempt, notice: string | null = null) =>
    setStage(attempt.view.review ? { name: "review", attempt, notice } : { name: "attempt", attempt });

  const onStart = () => {
    setError(null);
    start.mutate(undefined, {
      onSuccess: (attempt) => show(attempt),
      onError: (cause) => setError(errorMessage(cause, t.startFailed)),
    });
  };

  const onOpen = (attemptId: string) => {
    setError(null);
    open.mutate(attemptId, {
      onSuccess: (attempt) => show(attempt),
      onError: (cause) => setError(errorMessage(cause, t.openFailed)),
    });
  };

  const readReview = (attemptId: string, notice: string) => {
    setStage({ name: "closing", attemptId, notice, failed: false });
    open.mutate(attemptId, {
      onSuccess: (attempt) => show(attempt, notice),
      onError: () => setStage({ name: "closing", attemptId, notice, failed: true }),
    });
  };

  const onClosed = (attemptId: string, notice: string) => {
    invalidateAfterQuiz(client, user.id, lesson);
    readReview(attemptId, notice);
  };

  const backToOverview = () => setStage({ name: "overview", returned: true });

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        <ClipboardCheckIcon aria-hidden="true" className="size-5 text-indigo-700" />
        {t.heading}
      </h2>

      {overview.data === undefined ? (
        overview.isError ? (
          <Failed message={t.loadFailed} onRetry={() => void overview.refetch()} />
        ) : (
          <div className="flex justify-center py-8">
            <Spinner label={t.loading} />
          </div>
        )
      ) : stage.name === "overview" ? (
        <QuizOverview
          overview={overview.data}
          zone={zone}
          pending={
            start.isPending
              ? { kind: "start" }
              : open.isPending && open.variables
                ? { kind: "open", attemptId: open.variables }
                : null
          }
          error={error}
          onStart={onStart}
          onOpen={onOpen}
        />
      ) : stage.name === "attempt" ? (
        <QuizAttemptForm
          key={stage.attempt.view.attempt.id}
          user={user}
          lesson={lesson}
          attempt={stage.attempt}
          zone={zone}
          onSubmitted={(attempt) => show(attempt)}
          onClosed={(notice) => onClosed(stage.attempt.view.attempt.id, notice)}
        />
      ) : stage.name === "review" && stage.attempt.view.review ? (
        <QuizReview
          key={stage.attempt.view.attempt.id}
          attempt={stage.attempt.view.attempt}
          review={stage.attempt.view.review}
          settings={overview.data.settings}
          notice={stage.notice}
          onBack={backToOverview}
        />
      ) : stage.name === "closing" ? (
        <div className="mt-4 grid gap-3">
          <p
            role="status"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {stage.notice}
          </p>
          {stage.failed ? (
            <Failed message={t.reviewFailed} onRetry={() => readReview(stage.attemptId, stage.notice)} />
          ) : (
            <div className="flex justify-center py-8">
              <Spinner label={t.reviewLoading} />
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t.retryLoad}
      </Button>
    </div>
  );
}
