import { Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { moveAt, removeAt, replaceAt } from "#app/features/tree-editor/list-edits.ts";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import type { QuizQuestionKind } from "#contracts/quiz-text.ts";
import { quizLimits } from "#contracts/quiz-text.ts";
import { AddQuestionControl } from "./add-question-control.tsx";
import { PoolDrawField } from "./pool-draw-field.tsx";
import { newQuestion, type PoolDraft, type QuestionDraft } from "./quiz-draft.ts";
import { QuizQuestionEditor } from "./quiz-question-editor.tsx";

type QuizPoolEditorProps = {
  pool: PoolDraft;
  index: number;
  onChange: (recipe: (pool: PoolDraft) => PoolDraft) => void;
  /** Absent for the only pool: a quiz has at least one. */
  onRemove?: () => void;
};

/** One pool: its title, how many of its questions an attempt draws, and the questions. */
export function QuizPoolEditor({ pool, index, onChange, onRemove }: QuizPoolEditorProps) {
  const { errorAt, idOf, focusSoon, announce } = useTreeEditorTools();
  const headingId = useId();
  const path = `definition.pools.${index}`;
  const count = pool.questions.length;
  const setQuestions = (recipe: (questions: QuestionDraft[]) => QuestionDraft[]) =>
    onChange((p) => ({ ...p, questions: recipe(p.questions) }));

  const add = (kind: QuizQuestionKind) => {
    setQuestions((questions) => [...questions, newQuestion(kind)]);
    focusSoon(idOf(`${path}.questions.${count}.prompt`));
  };
  const remove = (at: number) => {
    if (!window.confirm(t.confirmRemoveQuestion(at + 1))) return;
    setQuestions((questions) => removeAt(questions, at));
    announce(t.removed(t.question(at + 1)));
    focusSoon(idOf(`${path}.questions`));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-md border border-slate-200 bg-slate-50 p-2.5 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {pool.title.trim() ? `${t.pool(index + 1)}: ${pool.title.trim()}` : t.pool(index + 1)}
        </h3>
        {onRemove ? (
          <Button variant="outline" size="sm" onClick={onRemove}>
            <Trash2Icon aria-hidden="true" />
            {t.removePool(index + 1)}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.poolTitle}
          optional
          hint={t.poolTitleHint}
          id={idOf(`${path}.title`)}
          error={errorAt(`${path}.title`)}
        >
          <Input
            value={pool.title}
            onChange={(event) => {
              const title = event.target.value;
              onChange((p) => ({ ...p, title }));
            }}
            maxLength={quizLimits.poolTitleMax}
            autoComplete="off"
          />
        </Field>
        <PoolDrawField
          drawAll={pool.drawAll}
          draw={pool.draw}
          poolSize={count}
          path={path}
          onChange={(patch) => onChange((p) => ({ ...p, ...patch }))}
        />
      </div>
      {count === 0 ? (
        <p className="text-sm text-slate-700">{t.noQuestions}</p>
      ) : (
        <ol className="grid gap-3">
          {pool.questions.map((question, at) => (
            <li key={question.id}>
              <QuizQuestionEditor
                question={question}
                path={`${path}.questions.${at}`}
                index={at}
                count={count}
                onChange={(recipe) => setQuestions((questions) => replaceAt(questions, at, recipe))}
                onMove={(step) => setQuestions((questions) => moveAt(questions, at, step))}
                onRemove={() => remove(at)}
              />
            </li>
          ))}
        </ol>
      )}
      <AddQuestionControl
        id={idOf(`${path}.questions`)}
        error={errorAt(`${path}.questions`)}
        disabled={count >= quizLimits.questionsPerPoolMax}
        onAdd={add}
      />
    </section>
  );
}
