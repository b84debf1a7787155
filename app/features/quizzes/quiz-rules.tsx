import { CheckSquareIcon, EyeIcon, ListOrderedIcon, RotateCcwIcon, TimerIcon } from "lucide-react";
import type { ReactNode } from "react";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import type { QuizSettings } from "#contracts/quiz-settings.ts";

/** The quiz's rules in plain words, before a student starts: length, time, attempts, pass mark, answers. */
export function QuizRules({
  settings,
  questionCount,
  attemptsUsed,
}: {
  settings: QuizSettings;
  questionCount: number;
  attemptsUsed: number;
}) {
  return (
    <ul className="grid gap-2 text-sm text-slate-800">
      <Rule icon={<ListOrderedIcon />}>{t.questionsPerAttempt(questionCount)}</Rule>
      <Rule icon={<TimerIcon />}>
        {settings.timeLimitMinutes === null ? t.noTimeLimit : t.timeLimit(settings.timeLimitMinutes)}
      </Rule>
      <Rule icon={<RotateCcwIcon />}>
        {settings.maxAttempts === null
          ? t.attemptsUnlimited(attemptsUsed)
          : t.attemptsLimited(attemptsUsed, settings.maxAttempts)}
      </Rule>
      <Rule icon={<CheckSquareIcon />}>{t.passMark(settings.passPercent)}</Rule>
      <Rule icon={<EyeIcon />}>{t.showAnswersRule[settings.showAnswers]}</Rule>
    </ul>
  );
}

function Rule({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-indigo-700 [&_svg]:size-4">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
