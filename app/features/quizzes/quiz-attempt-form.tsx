import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import type { CurrentUser } from "#contracts/auth.ts";
import type { QuizAnswer, QuizAnswers } from "#contracts/quiz-answers.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import type { PublicQuizQuestion } from "#contracts/quiz-public.ts";
import { QuizCountdown } from "./quiz-countdown.tsx";
import { answerOf, parseNumericAnswer, unansweredCount } from "./quiz-format.ts";
import {
  errorMessage,
  isConflict,
  type QuizLesson,
  type ReceivedAttempt,
  useSubmitQuizAttempt,
} from "./quiz-queries.ts";
import { QuizQuestionField } from "./quiz-question-field.tsx";
import { QuizSaveStatus } from "./quiz-save-status.tsx";
import { QuizSubmitDialog } from "./quiz-submit-dialog.tsx";
import { useCountdown } from "./use-countdown.ts";
import { useQuizAutosave } from "./use-quiz-autosave.ts";

type Props = {
  user: CurrentUser;
  lesson: QuizLesson;
  attempt: ReceivedAttempt;
  /** The viewer's time zone, for "Saved at". */
  zone: string;
  /** Submitted: the attempt with its review. */
  onSubmitted: (attempt: ReceivedAttempt) => void;
  /** The server had closed the attempt (409 on a save or the submit): its message. */
  onClosed: (message: string) => void;
};

/** What the text fields show for the saved answers (short answers as typed, numbers written out). */
function initialTexts(questions: PublicQuizQuestion[], answers: QuizAnswers): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const question of questions) {
    const answer = answerOf(answers, question.id);
    if (answer?.kind === "short_answer") texts[question.id] = answer.text;
    if (answer?.kind === "numeric") texts[question.id] = String(answer.value);
  }
  return texts;
}

/**
 * An attempt in progress: every question of its paper, answers saved as they change, the time left when
 * there is a limit (submitted by itself at zero), and Submit after a confirmation. The answers live in this
 * component's state, started from the server's saved ones and never replaced by a later read, so nothing
 * typed is lost to a refetch; the panel mounts it once per attempt.
 */
export function QuizAttemptForm({ user, lesson, attempt, zone, onSubmitted, onClosed }: Props) {
  const { view, receivedAt } = attempt;
  const { questions } = view;
  const attemptId = view.attempt.id;
  const [answers, setAnswers] = useState<QuizAnswers>(view.answers);
  const [texts, setTexts] = useState(() => initialTexts(questions, view.answers));
  /** Numeric fields left holding text that is no number. */
  const [badNumbers, setBadNumbers] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const latest = useRef(answers);
  latest.current = answers;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const autosave = useQuizAutosave({
    lesson,
    attemptId,
    answers,
    savedAnswers: view.answers,
    savedAt: view.savedAt,
    onClosed,
  });
  const submission = useSubmitQuizAttempt(user, lesson);

  // Opened by a click on Start or Resume: the reader continues at the attempt's top.
  useEffect(() => heading.current?.focus(), []);

  const setAnswer = useCallback((questionId: string, answer: QuizAnswer | null) => {
    setAnswers((previous) => {
      const { [questionId]: _dropped, ...rest } = previous;
      return answer === null ? rest : { ...rest, [questionId]: answer };
    });
  }, []);

  const setText = (question: PublicQuizQuestion, text: string) => {
    setTexts((previous) => ({ ...previous, [question.id]: text }));
    if (question.kind === "short_answer") {
      setAnswer(question.id, text.trim() === "" ? null : { kind: "short_answer", text });
    } else {
      const value = parseNumericAnswer(text);
      setAnswer(question.id, value === null ? null : { kind: "numeric", value });
      if (value !== null || text.trim() === "") setBadNumbers((previous) => without(previous, question.id));
    }
  };

  const leave = (question: PublicQuizQuestion) => {
    autosave.saveNow();
    if (question.kind !== "numeric") return;
    const text = textOf(texts, question.id);
    if (text.trim() !== "" && parseNumericAnswer(text) === null)
      setBadNumbers((previous) => new Set(previous).add(question.id));
  };

  const submit = () => {
    if (submission.isPending) return;
    autosave.stop();
    setConfirming(false);
    setSubmitError(null);
    submission.mutate(
      { attemptId, answers: latest.current },
      {
        onSuccess: onSubmitted,
        onError: (error) => {
          if (isConflict(error)) {
            onClosed(errorMessage(error, quizAttemptMessages.attemptClosed));
            return;
          }
          autosave.resume();
          setSubmitError(t.submitFailed);
        },
      },
    );
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  const remaining = useCountdown({
    deadlineAt: view.attempt.deadlineAt,
    serverNow: view.serverNow,
    receivedAt,
    onExpire: () => {
      setTimeUp(true);
      submitRef.current();
    },
  });

  const unanswered = unansweredCount(questions, answers);

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <div className="sticky top-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-slate-50/95 px-1 py-2 backdrop-blur">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {t.attemptHeading(view.attempt.number)}
        </h3>
        {remaining === null ? null : <QuizCountdown remaining={remaining} />}
      </div>

      {timeUp && submitError === null ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t.timeUpSubmitting}
        </p>
      ) : null}

      <Form
        aria-labelledby={headingId}
        className="mt-4"
        pending={submission.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          if (!submission.isPending) setConfirming(true);
        }}
      >
        <fieldset disabled={submission.isPending} className="grid min-w-0 gap-4">
          {questions.map((question, index) => (
            <QuizQuestionField
              key={question.id}
              question={question}
              number={index + 1}
              total={questions.length}
              answer={answerOf(answers, question.id)}
              text={textOf(texts, question.id)}
              numberInvalid={badNumbers.has(question.id)}
              onAnswer={(answer) => setAnswer(question.id, answer)}
              onText={(text) => setText(question, text)}
              onLeave={() => leave(question)}
            />
          ))}
        </fieldset>

        <FormAlert className="mt-4">{submitError}</FormAlert>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <QuizSaveStatus state={autosave.state} zone={zone} onRetry={autosave.saveNow} />
          <SubmitButton pending={submission.isPending} pendingLabel={t.submitting}>
            {t.submit}
          </SubmitButton>
        </div>
      </Form>

      {confirming ? (
        <QuizSubmitDialog
          unanswered={unanswered}
          total={questions.length}
          onConfirm={submit}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

/** A text field's text; own keys only, as for answers (a question id may be "toString"). */
function textOf(texts: Record<string, string>, questionId: string): string {
  return Object.hasOwn(texts, questionId) ? (texts[questionId] ?? "") : "";
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!set.has(id)) return set;
  const next = new Set(set);
  next.delete(id);
  return next;
}
