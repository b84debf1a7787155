import { CircleAlertIcon } from "lucide-react";
import { useId } from "react";
import type { SlotIssue, SlotRules } from "./slot-issues.ts";
import { useTreeEditorTools } from "./tree-editor-context.ts";

const shownMax = 10;

type ErrorSummaryProps = {
  issues: readonly SlotIssue[];
  slots: Pick<SlotRules, "isKnownSlot" | "placeOf">;
};

/**
 * Every problem of the editor at the top of its form, each a link that focuses the control that fixes it:
 * a long quiz or rubric puts most of them out of sight. The save itself focuses the first one, so this is
 * no alert that would speak again on every keystroke that changes the list.
 */
export function ErrorSummary({ issues, slots }: ErrorSummaryProps) {
  const { idOf, text: t } = useTreeEditorTools();
  const headingId = useId();
  if (issues.length === 0) return null;
  const more = issues.length - shownMax;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
        {t.summary(issues.length)}
      </h3>
      <ul className="mt-2 grid list-disc gap-1 pl-10">
        {issues.slice(0, shownMax).map((issue) => {
          const place = slots.placeOf(issue.slot);
          const text = place ? `${place}: ${issue.message}` : issue.message;
          return (
            <li key={issue.slot}>
              {slots.isKnownSlot(issue.slot) ? (
                <a
                  href={`#${idOf(issue.slot)}`}
                  className="underline underline-offset-2 hover:text-red-950"
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(idOf(issue.slot))?.focus();
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 ? <p className="mt-1 pl-10">{t.summaryMore(more)}</p> : null}
    </section>
  );
}
