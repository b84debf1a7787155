import { useEffect, useId, useRef, useState } from "react";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import type { CurrentUser } from "#contracts/auth.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import type { PublicQuizQuestion } from "#contracts/quiz-public.ts";
import { QuizCountdown } from "./quiz-countdown.tsx";
import { unansweredCount } from "./quiz-format.ts";
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
import { useQuizAnswerState } from "./use-quiz-answer-state.ts";
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

/**
 * An attempt in progress: every question of its paper, answers saved as they change, the time left when
 * there is a limit (submitted by itself at zero), and Submit after a confirmation. The answers live in its
 * state (use-quiz-answer-state.ts); the panel mounts it once per attempt.
 */
export function QuizAttemptForm({ user, lesson, attempt, zone, onSubmitted, onClosed }: Props) {
  const { view, receivedAt } = attempt;
  const { questions } = view;
  const attemptId = view.attempt.id;
  const state = useQuizAnswerState(questions, view.answers);
  const { answers } = state;
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);
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

  const leave = (question: PublicQuizQuestion) => {
    autosave.saveNow();
    state.checkNumber(question);
  };

  const submit = () => {
    if (submission.isPending) return;
    autosave.stop();
    setConfirming(false);
    setSubmitError(null);
    submission.mutate(
      { attemptId, answers: autosave.submitChanges() },
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
      {/* The countdown stays in view under the site's sticky banner, by the height the banner publishes. */}
      <div className="sticky top-(--promo-banner-height,0px) z-10 -mx-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-slate-50/95 px-1 py-2 backdrop-blur">
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
              answer={state.answerOf(question.id)}
              text={state.textOf(question.id)}
              numberInvalid={state.numberInvalid(question.id)}
              onAnswer={(answer) => state.setAnswer(question.id, answer)}
              onText={(text) => state.setText(question, text)}
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
