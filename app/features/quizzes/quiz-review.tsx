import { ChevronLeftIcon, InfoIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { QuizAttemptSummary } from "#contracts/quiz-attempts.ts";
import { quizAttemptStatusLabels } from "#contracts/quiz-attempts-text.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import type { QuizReview as Review } from "#contracts/quiz-public.ts";
import type { QuizSettings } from "#contracts/quiz-settings.ts";
import { QuizReviewQuestion } from "./quiz-review-question.tsx";

type Props = {
  attempt: QuizAttemptSummary;
  review: Review;
  settings: Pick<QuizSettings, "passPercent" | "showAnswers">;
  /** Why the review is shown instead of the attempt (the time ran out while answering). */
  notice: string | null;
  onBack: () => void;
};

/**
 * A closed attempt's result: the score against the pass mark, each question with the student's answer and
 * its result, and the right answers and explanations when the quiz shows them (else when it will). The
 * heading takes focus: the review replaces what the student was on (the attempt, or the overview).
 */
export function QuizReview({ attempt, review, settings, notice, onBack }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const total = review.questions.length;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      {notice ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {notice}
        </p>
      ) : null}
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t.reviewHeading(attempt.number)}
      </h3>
      <div
        className={cn(
          "mt-3 rounded-lg border p-4",
          review.passed ? "border-emerald-200 bg-emerald-50" : "border-slate-200 bg-slate-50",
        )}
      >
        <p className="text-xl font-bold text-slate-900">
          {t.score(review.earned, review.possible, review.percent)}
        </p>
        <p className={cn("mt-1 font-medium", review.passed ? "text-emerald-800" : "text-slate-800")}>
          {review.passed ? t.passedAgainst(settings.passPercent) : t.notPassedAgainst(settings.passPercent)}
        </p>
        {attempt.status === "timed_out" ? (
          <p className="mt-1 text-sm text-slate-700">{quizAttemptStatusLabels.timed_out}</p>
        ) : null}
      </div>
      {review.answersShown ? null : (
        <p className="mt-4 flex gap-2 text-sm text-slate-700">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          {t.answersHiddenUntil[settings.showAnswers]}
        </p>
      )}
      <ol className="mt-4 grid gap-4">
        {review.questions.map((item, index) => (
          <QuizReviewQuestion key={item.question.id} item={item} number={index + 1} total={total} />
        ))}
      </ol>
      <Button variant="outline" className="mt-6" onClick={onBack}>
        <ChevronLeftIcon aria-hidden="true" />
        {t.backToOverview}
      </Button>
    </section>
  );
}
