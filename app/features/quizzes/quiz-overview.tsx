import { PlayIcon, RotateCcwIcon, TrophyIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import type { QuizOverview as Overview } from "#contracts/quiz-attempts.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { quizNumber, quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import { QuizAttemptList } from "./quiz-attempt-list.tsx";
import { QuizRules } from "./quiz-rules.tsx";

type Props = {
  overview: Overview;
  zone: string;
  /** What is being read: a start, or the attempt with this id. */
  pending: { kind: "start" } | { kind: "open"; attemptId: string } | null;
  error: string | null;
  onStart: () => void;
  onOpen: (attemptId: string) => void;
};

/**
 * Before an attempt: the rules, the attempts so far with the best score, and the one button that moves on
 * (start, resume the attempt in progress, or try again), disabled with its reason when nothing can start.
 */
export function QuizOverview({ overview, zone, pending, error, onStart, onOpen }: Props) {
  const reasonId = useId();
  const inProgress = overview.inProgressAttemptId;
  const reason = !overview.ready
    ? quizAttemptMessages.notSetUp
    : inProgress === null && overview.attemptsLeft !== null && overview.attemptsLeft <= 0
      ? quizAttemptMessages.noAttemptsLeft
      : null;
  const label = inProgress ? t.resume : overview.attempts.length > 0 ? t.tryAgain : t.start;
  const busy = pending !== null;
  const starting =
    pending !== null &&
    (pending.kind === "start" || (inProgress !== null && pending.attemptId === inProgress));

  return (
    <div className="mt-4 grid gap-6">
      <section aria-labelledby={`${reasonId}-rules`}>
        <h3 id={`${reasonId}-rules`} className="font-semibold text-slate-900">
          {t.rulesHeading}
        </h3>
        <div className="mt-2">
          <QuizRules
            settings={overview.settings}
            questionCount={overview.questionCount}
            attemptsUsed={overview.attempts.length}
          />
        </div>
      </section>

      <div className="grid gap-3">
        <FormAlert>{error}</FormAlert>
        {reason ? (
          <p id={reasonId} className="text-sm text-slate-700">
            {reason}
          </p>
        ) : null}
        <div>
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={reason !== null || busy}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => (inProgress ? onOpen(inProgress) : onStart())}
          >
            {starting ? (
              <PendingLabel>{inProgress ? t.opening : t.starting}</PendingLabel>
            ) : (
              <>
                {overview.attempts.length > 0 && !inProgress ? (
                  <RotateCcwIcon aria-hidden="true" />
                ) : (
                  <PlayIcon aria-hidden="true" />
                )}
                {label}
              </>
            )}
          </Button>
        </div>
      </div>

      <section aria-labelledby={`${reasonId}-attempts`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={`${reasonId}-attempts`} className="font-semibold text-slate-900">
            {t.attemptsHeading}
          </h3>
          {overview.bestPercent === null ? null : (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-800">
              <TrophyIcon aria-hidden="true" className="size-4 text-amber-600" />
              {t.bestScore(quizNumber(overview.bestPercent))}
              {overview.passed ? <span className="text-emerald-800"> · {t.passedQuiz}</span> : null}
            </p>
          )}
        </div>
        <div className="mt-2">
          <QuizAttemptList
            attempts={overview.attempts}
            zone={zone}
            openingId={
              pending?.kind === "open" && pending.attemptId !== inProgress ? pending.attemptId : null
            }
            busy={busy}
            onReview={onOpen}
          />
        </div>
      </section>
    </div>
  );
}
