import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { QuizAttemptSummary } from "#contracts/quiz-attempts.ts";
import { quizAttemptStatusLabels } from "#contracts/quiz-attempts-text.ts";
import { quizNumber, quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import { formatAttemptDate } from "./quiz-format.ts";

/**
 * The student's attempts, newest first: status, score, passed or not, when; a closed one opens its review.
 * A list of rows rather than a table, so a phone shows each attempt whole without scrolling sideways.
 */
export function QuizAttemptList({
  attempts,
  zone,
  openingId,
  busy,
  onReview,
}: {
  attempts: QuizAttemptSummary[];
  zone: string;
  /** The attempt being read, whose button says so. */
  openingId: string | null;
  busy: boolean;
  onReview: (attemptId: string) => void;
}) {
  if (attempts.length === 0) return <p className="text-sm text-slate-600">{t.noAttempts}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {attempts.map((attempt) => (
        <li
          key={attempt.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
        >
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-900">
              {t.attempt(attempt.number)}
              <span className="font-normal text-slate-600"> · {quizAttemptStatusLabels[attempt.status]}</span>
            </p>
            <p className="text-slate-600">
              {attempt.percent === null ? (
                t.noScore
              ) : (
                <>
                  {quizNumber(attempt.percent)}% ·{" "}
                  <span className={cn("font-medium", attempt.passed ? "text-emerald-800" : "text-slate-800")}>
                    {attempt.passed ? t.passed : t.notPassed}
                  </span>
                </>
              )}
              {" · "}
              <time dateTime={attempt.closedAt ?? attempt.startedAt}>
                {formatAttemptDate(attempt.closedAt ?? attempt.startedAt, zone)}
              </time>
            </p>
          </div>
          {attempt.status === "in_progress" ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={t.reviewAttempt(attempt.number)}
              onClick={() => onReview(attempt.id)}
            >
              {openingId === attempt.id ? t.opening : t.review}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
