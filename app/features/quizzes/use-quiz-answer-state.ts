import { useCallback, useState } from "react";
import type { QuizAnswer, QuizAnswers } from "#contracts/quiz-answers.ts";
import type { PublicQuizQuestion } from "#contracts/quiz-public.ts";
import { answerOf, parseNumericAnswer } from "./quiz-format.ts";

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
 * The answers of an attempt on screen: the map sent to the server, the text fields as typed (a number
 * field may hold text that is no number yet), and the number fields left holding such text. Started from
 * the server's saved answers and never replaced by a later read, so nothing typed is lost to a refetch.
 */
export function useQuizAnswerState(questions: PublicQuizQuestion[], saved: QuizAnswers) {
  const [answers, setAnswers] = useState<QuizAnswers>(saved);
  const [texts, setTexts] = useState(() => initialTexts(questions, saved));
  /** Numeric fields left holding text that is no number. */
  const [badNumbers, setBadNumbers] = useState<ReadonlySet<string>>(new Set());

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

  /** A number field left: text that is no number is marked so (it is kept, never saved as a number). */
  const checkNumber = (question: PublicQuizQuestion) => {
    if (question.kind !== "numeric") return;
    const text = textOf(texts, question.id);
    if (text.trim() !== "" && parseNumericAnswer(text) === null)
      setBadNumbers((previous) => new Set(previous).add(question.id));
  };

  return {
    answers,
    answerOf: (questionId: string) => answerOf(answers, questionId),
    textOf: (questionId: string) => textOf(texts, questionId),
    numberInvalid: (questionId: string) => badNumbers.has(questionId),
    setAnswer,
    setText,
    checkNumber,
  };
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
