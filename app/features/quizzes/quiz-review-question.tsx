import { CheckCircle2Icon, CircleDashedIcon, CircleMinusIcon, XCircleIcon } from "lucide-react";
import { Prose } from "#app/components/ui/prose.tsx";
import { cn } from "#app/lib/cn.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import type { QuizReviewQuestion as ReviewQuestion } from "#contracts/quiz-public.ts";
import { type QuizQuestionResult, quizQuestionResultLabels } from "#contracts/quiz-text.ts";
import { answerText, solutionText } from "./quiz-format.ts";

const resultLook: Record<QuizQuestionResult, { icon: typeof CheckCircle2Icon; className: string }> = {
  correct: { icon: CheckCircle2Icon, className: "bg-emerald-50 text-emerald-800" },
  partial: { icon: CircleMinusIcon, className: "bg-amber-50 text-amber-900" },
  incorrect: { icon: XCircleIcon, className: "bg-red-50 text-red-800" },
  unanswered: { icon: CircleDashedIcon, className: "bg-slate-100 text-slate-700" },
};

/** One question of a closed attempt: its prompt, the student's answer and result, and the key when shown. */
export function QuizReviewQuestion({
  item,
  number,
  total,
}: {
  item: ReviewQuestion;
  number: number;
  total: number;
}) {
  const { question } = item;
  const look = resultLook[item.result];
  const Icon = look.icon;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-indigo-700">{t.question(number, total)}</span>
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium",
              look.className,
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {quizQuestionResultLabels[item.result]}
          </span>
          <span className="text-slate-600">{t.questionScore(item.earned, item.possible)}</span>
        </span>
      </div>
      <Prose html={question.promptHtml} className="mt-2 max-w-none break-words font-medium text-slate-900" />
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="font-medium text-slate-700">{t.yourAnswer}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">
            {answerText(question, item.answer)}
          </dd>
        </div>
        {item.solution ? (
          <div>
            <dt className="font-medium text-slate-700">
              {item.solution.kind === "short_answer" ? t.acceptedAnswers : t.rightAnswer}
            </dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">
              {solutionText(question, item.solution)}
            </dd>
          </div>
        ) : null}
        {item.explanation ? (
          <div>
            <dt className="font-medium text-slate-700">{t.explanation}</dt>
            <dd className="text-slate-900">
              {item.explanationHtml ? (
                <Prose html={item.explanationHtml} className="max-w-none break-words" />
              ) : (
                <span className="whitespace-pre-wrap break-words">{item.explanation}</span>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
