import { useId } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { ItemActions } from "#app/features/tree-editor/item-actions.tsx";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { quizLimits, quizQuestionKindLabels } from "#contracts/quiz-text.ts";
import { QuestionAnswerFields } from "./question-answer-fields.tsx";
import type { QuestionDraft } from "./quiz-draft.ts";

type QuizQuestionEditorProps = {
  question: QuestionDraft;
  /** "definition.pools.0.questions.1": where the schema's and the API's messages about it point. */
  path: string;
  index: number;
  count: number;
  onChange: (recipe: (question: QuestionDraft) => QuestionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

/** One question: its prompt, what makes an answer right, its points and the explanation shown after. */
export function QuizQuestionEditor({
  question,
  path,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: QuizQuestionEditorProps) {
  const { errorAt, idOf } = useTreeEditorTools();
  const headingId = useId();
  const slot = (field: string) => ({ id: idOf(`${path}.${field}`), error: errorAt(`${path}.${field}`) });
  const name = t.question(index + 1);
  return (
    <article aria-labelledby={headingId} className="rounded-md border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          {name}
          <span className="font-normal text-slate-600">{` · ${quizQuestionKindLabels[question.kind]}`}</span>
        </h4>
        <ItemActions
          name={name.toLowerCase()}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="mt-2 grid gap-4">
        <Field label={t.prompt} {...slot("prompt")}>
          <Textarea
            value={question.prompt}
            onChange={(event) => {
              const prompt = event.target.value;
              onChange((q) => ({ ...q, prompt }));
            }}
            rows={3}
            maxLength={quizLimits.promptMax}
            className="min-h-20 font-mono text-sm"
            spellCheck
          />
        </Field>
        <QuestionAnswerFields question={question} path={path} onChange={onChange} />
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <Field label={t.points} {...slot("points")}>
            <Input
              value={question.points}
              onChange={(event) => {
                const points = event.target.value;
                onChange((q) => ({ ...q, points }));
              }}
              inputMode="numeric"
              autoComplete="off"
            />
          </Field>
          <Field label={t.explanation} optional hint={t.explanationHint} {...slot("explanation")}>
            <Textarea
              value={question.explanation}
              onChange={(event) => {
                const explanation = event.target.value;
                onChange((q) => ({ ...q, explanation }));
              }}
              rows={2}
              maxLength={quizLimits.explanationMax}
              className="min-h-16 font-mono text-sm"
              spellCheck
            />
          </Field>
        </div>
      </div>
    </article>
  );
}
