import { useId } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import type { QuizAnswer } from "#contracts/quiz-answers.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import type { PublicQuizQuestion } from "#contracts/quiz-public.ts";
import { quizLimits, quizMessages, quizTrueFalseLabels } from "#contracts/quiz-text.ts";

type Props = {
  question: PublicQuizQuestion;
  /** 1 for the first question of the paper. */
  number: number;
  total: number;
  answer: QuizAnswer | undefined;
  /** What is typed in a short-answer or numeric field (kept apart from the answer: "-" is no number yet). */
  text: string;
  /** The numeric field holds text that is not a number (shown once the field is left). */
  numberInvalid: boolean;
  onAnswer: (answer: QuizAnswer | null) => void;
  onText: (text: string) => void;
  /** The short-answer or numeric field lost focus. */
  onLeave: () => void;
};

const choiceClassName =
  "flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 bg-white p-3 text-base font-normal leading-normal text-slate-900 hover:bg-slate-50 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 md:text-sm";
/** Room for any number a student means ("-1234.5678e-9"), not for an essay in the number field. */
const numberTextMax = 100;
const markClassName = "mt-0.5 size-4 shrink-0 accent-indigo-600 focus-visible:outline-none";

/**
 * One question of an attempt: a fieldset whose legend is its number and points, its prompt (sanitised HTML
 * the API rendered from the Markdown) describing the group, and the control its kind needs. Options are
 * plain text, shown as written.
 */
export function QuizQuestionField({
  question,
  number,
  total,
  answer,
  text,
  numberInvalid,
  onAnswer,
  onText,
  onLeave,
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const promptId = `${id}-prompt`;
  // The card is drawn around the fieldset: a fieldset's own border would cut through its legend.
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      {/* A legend holds phrasing content only, so the prompt (Markdown as HTML: code, lists) follows it
          and describes the group. */}
      <fieldset
        className="min-w-0"
        aria-describedby={question.kind === "multiple" ? `${promptId} ${hintId}` : promptId}
      >
        <legend className="flex w-full flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium text-indigo-700">
          <span>{t.question(number, total)}</span>
          <span className="text-slate-600">{t.points(question.points)}</span>
        </legend>
        <div id={promptId} className="mt-2 text-base font-medium text-slate-900">
          <Prose html={question.promptHtml} className="max-w-none break-words" />
        </div>

        {question.kind === "multiple" ? (
          <p id={hintId} className="mt-2 text-sm text-slate-600">
            {t.chooseAll}
          </p>
        ) : null}

        <div className="mt-3 grid gap-2">
          {question.kind === "single"
            ? question.options.map((option) => (
                <label key={option.id} className={choiceClassName}>
                  <input
                    type="radio"
                    name={`${id}-choice`}
                    value={option.id}
                    checked={answer?.kind === "single" && answer.optionId === option.id}
                    onChange={() => onAnswer({ kind: "single", optionId: option.id })}
                    className={markClassName}
                  />
                  <span className="min-w-0 whitespace-pre-wrap break-words">{option.text}</span>
                </label>
              ))
            : null}

          {question.kind === "multiple"
            ? question.options.map((option) => {
                const chosen = answer?.kind === "multiple" ? answer.optionIds : [];
                return (
                  <label key={option.id} className={choiceClassName}>
                    <input
                      type="checkbox"
                      name={`${id}-choice`}
                      value={option.id}
                      checked={chosen.includes(option.id)}
                      onChange={(event) => {
                        const next = question.options
                          .map((o) => o.id)
                          .filter((o) => (o === option.id ? event.target.checked : chosen.includes(o)));
                        onAnswer(next.length === 0 ? null : { kind: "multiple", optionIds: next });
                      }}
                      className={markClassName}
                    />
                    <span className="min-w-0 whitespace-pre-wrap break-words">{option.text}</span>
                  </label>
                );
              })
            : null}

          {question.kind === "true_false"
            ? ([true, false] as const).map((value) => (
                <label key={String(value)} className={choiceClassName}>
                  <input
                    type="radio"
                    name={`${id}-choice`}
                    value={String(value)}
                    checked={answer?.kind === "true_false" && answer.value === value}
                    onChange={() => onAnswer({ kind: "true_false", value })}
                    className={markClassName}
                  />
                  <span>{value ? quizTrueFalseLabels.true : quizTrueFalseLabels.false}</span>
                </label>
              ))
            : null}

          {question.kind === "short_answer" || question.kind === "numeric" ? (
            <Field
              label={t.yourAnswer}
              name="answer"
              hint={question.kind === "numeric" ? t.numericHint : undefined}
              error={numberInvalid ? quizMessages.answerNumberInvalid : null}
            >
              <Input
                name={`${id}-answer`}
                type="text"
                autoComplete="off"
                spellCheck={question.kind === "numeric" ? false : undefined}
                maxLength={question.kind === "short_answer" ? quizLimits.answerTextMax : numberTextMax}
                value={text}
                onChange={(event) => onText(event.target.value)}
                onBlur={onLeave}
                className={question.kind === "numeric" ? "sm:max-w-60" : undefined}
              />
            </Field>
          ) : null}
        </div>
      </fieldset>
    </div>
  );
}
