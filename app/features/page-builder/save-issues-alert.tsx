import { CircleAlertIcon } from "lucide-react";
import type { SaveIssues } from "./save-issues.ts";

/** The blocks' problems (and any the form has no field for), one a line: which block, which field, what. */
export function SaveIssuesAlert({ issues }: { issues: SaveIssues }) {
  const count = issues.blocks.length + issues.other.length;
  if (count === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="save-issues-title"
      className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <p id="save-issues-title" className="flex items-center gap-2 font-medium">
        <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
        {count === 1 ? "1 problem" : `${count} problems`} to fix before the draft can be saved
      </p>
      <ul className="grid list-disc gap-1 pl-9">
        {issues.blocks.map((issue, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no identity; the list is replaced whole.
          <li key={index}>
            <strong className="font-semibold">{issue.where}</strong>
            {issue.field ? `, ${issue.field}` : ""}: {issue.message}
          </li>
        ))}
        {issues.other.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
