import { assignmentFileExtensions } from "#contracts/assignment-submission-text.ts";
import { type AssignmentFileKind, assignmentLimits } from "#contracts/assignment-text.ts";

const knownExtension = /\.(pdf|zip|ipynb)$/i;

/**
 * A submitted file's name as we keep and offer it: the last segment of whatever path the browser sent,
 * without control or bidirectional-override characters, spaces collapsed, at most 200 characters, and
 * ending in the extension of the kind its content showed (a PDF named "report.zip" becomes "report.pdf").
 * The name is data only: storage keys are ids. Empty (nothing usable left): null.
 */
export function submissionFileName(raw: string, kind: AssignmentFileKind): string | null {
  const segment = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = segment
    .normalize("NFC")
    // C0 and C1 controls, and the bidirectional marks that make "exe.pdf" display as "fdp.exe".
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const extension = assignmentFileExtensions[kind];
  const stem = cleaned.replace(knownExtension, "").trim();
  if (!stem) return null;
  const room = assignmentLimits.fileNameMax - extension.length;
  return `${Array.from(stem).slice(0, room).join("").trimEnd()}${extension}`;
}
