import { useCallback, useEffect, useRef, useState } from "react";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import type { QuizAnswerChanges, QuizAnswers } from "#contracts/quiz-answers.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { answerChanges, sameAnswers } from "./quiz-format.ts";
import { errorMessage, isConflict, type QuizLesson, saveQuizAnswers } from "./quiz-queries.ts";

/** A pause in answering this long saves the answers. */
export const autosaveDelayMs = 1500;

export type AutosaveState =
  | { status: "idle"; savedAt: string | null }
  | { status: "saving"; savedAt: string | null }
  | { status: "saved"; savedAt: string }
  | { status: "failed"; savedAt: string | null };

type Options = {
  lesson: QuizLesson;
  attemptId: string;
  /** The answers on screen; a change schedules a save. */
  answers: QuizAnswers;
  /** What the server had when the attempt was opened. */
  savedAnswers: QuizAnswers;
  savedAt: string | null;
  /** The server closed the attempt (409): its message. Saving stops. */
  onClosed: (message: string) => void;
};

/**
 * Saves what changed since the last save (PATCH: merged by the server, so another tab's answers to other
 * questions stand) a pause after each change, at once when asked (a text field losing
 * focus), and once more when the attempt leaves the screen. One save at a time: a change during a save is
 * sent after it. A failure leaves the answers on screen and says so; the next change or a retry sends them
 * again. Closing the tab with answers the server does not have asks first.
 */
export function useQuizAutosave({ lesson, attemptId, answers, savedAnswers, savedAt, onClosed }: Options) {
  const [state, setState] = useState<AutosaveState>(() =>
    savedAt ? { status: "saved", savedAt } : { status: "idle", savedAt: null },
  );
  const latest = useRef(answers);
  latest.current = answers;
  const lastSaved = useRef(savedAnswers);
  /**
   * Questions whose last save failed: it may still have reached the server (a reply lost on the way back),
   * so the server's answer to them is unknown until a save of them succeeds. They are sent with every save
   * until then, even when the screen has gone back to what was last saved.
   */
  const uncertain = useRef<ReadonlySet<string>>(new Set());
  /** The save on its way, settled either way (it never rejects); null when none is. */
  const inFlight = useRef<Promise<void> | null>(null);
  /** The attempt left the screen: a save still on its way hands over to the final one. */
  const left = useRef(false);
  const again = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Kept in refs so the save is one stable function: a render for another reason (the countdown ticks
  // every second) must not restart the pause.
  const closed = useRef(onClosed);
  closed.current = onClosed;
  const target = useRef({ lesson, attemptId });
  target.current = { lesson, attemptId };

  const dirty = useCallback(
    () => uncertain.current.size > 0 || !sameAnswers(latest.current, lastSaved.current),
    [],
  );

  /** What the next save sends: the changes since the last save, and the uncertain questions as on screen. */
  const pending = useCallback((): QuizAnswerChanges => {
    const screen = latest.current;
    const resend = [...uncertain.current].map((questionId) => [
      questionId,
      Object.hasOwn(screen, questionId) ? (screen[questionId] ?? null) : null,
    ]);
    return Object.fromEntries([...Object.entries(answerChanges(lastSaved.current, screen)), ...resend]);
  }, []);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (stopped.current || !dirty()) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const sending = latest.current;
    const changes = pending();
    setState((previous) => ({ status: "saving", savedAt: previous.savedAt }));
    inFlight.current = saveQuizAnswers(target.current.lesson, target.current.attemptId, changes).then(
      (answer) => {
        inFlight.current = null;
        lastSaved.current = sending;
        uncertain.current = new Set([...uncertain.current].filter((id) => !Object.hasOwn(changes, id)));
        if (stopped.current || left.current) return;
        if (!dirty()) {
          again.current = false;
          setState({ status: "saved", savedAt: answer.savedAt });
          return;
        }
        // Answers changed while this save was on its way: not "Saved" yet, and they go next.
        setState({ status: "saving", savedAt: answer.savedAt });
        if (again.current) {
          again.current = false;
          saveNow();
        } else if (timer.current === undefined) timer.current = setTimeout(saveNow, autosaveDelayMs);
      },
      (error: unknown) => {
        inFlight.current = null;
        again.current = false;
        uncertain.current = new Set([...uncertain.current, ...Object.keys(changes)]);
        if (stopped.current) return;
        if (isConflict(error)) {
          stopped.current = true;
          if (!left.current) closed.current(errorMessage(error, quizAttemptMessages.attemptClosed));
          return;
        }
        if (left.current) return;
        setState((previous) => ({ status: "failed", savedAt: previous.savedAt }));
      },
    );
  }, [dirty, pending]);

  // Each change (a new answers object) waits for a pause.
  useEffect(() => {
    const changed = uncertain.current.size > 0 || !sameAnswers(answers, lastSaved.current);
    if (stopped.current || !changed) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, autosaveDelayMs);
  }, [answers, saveNow]);

  // Leaving the lesson mid-attempt: what the pause had not saved yet is sent without waiting for it. With a
  // save on its way, after that one settles, never beside it: two saves may arrive in either order, and an
  // older answer landing last would undo the newer.
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      clearTimeout(timer.current);
      const finalSave = () => {
        if (stopped.current || !dirty()) return;
        void saveQuizAnswers(target.current.lesson, target.current.attemptId, pending()).catch(
          () => undefined,
        );
      };
      if (inFlight.current) void inFlight.current.then(finalSave);
      else finalSave();
    };
  }, [dirty, pending]);

  useLeaveWarning(useCallback(() => !stopped.current && (dirty() || inFlight.current !== null), [dirty]));

  /** Before a submit: no save may follow it (the submit carries the answers itself). */
  const stop = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
  }, []);

  /**
   * What a submit sends: every answer on screen, and null for each one cleared since the last save or whose
   * failed save left the server's copy unknown. What is graded is then what the student sees, whatever an
   * earlier save did or did not reach; answers to questions this tab never had (another tab's) still merge.
   */
  const submitChanges = useCallback(
    (): QuizAnswerChanges =>
      Object.fromEntries([...Object.entries(pending()), ...Object.entries(latest.current)]),
    [pending],
  );

  /** A submit that failed without closing the attempt: saving goes on, first with what the submit carried. */
  const resume = useCallback(() => {
    stopped.current = false;
    saveNow();
  }, [saveNow]);

  return { state, saveNow, stop, resume, submitChanges };
}
