import type { AssignmentFileKind } from "./assignment-text.ts";

// Submitting an assignment (issue 16): what the API says about a submission beyond the validation messages
// of assignment-text.ts, and how each file kind is named and served. Zod-free: the panel and the server
// both read it.

export const assignmentSubmissionMessages = {
  staffCannotSubmit: "Only enrolled students submit assignments.",
  notMultipart: "Send the submission as a form with its files (multipart/form-data).",
  unreadableForm: "The submission could not be read. Please try again.",
  fileEmpty: "One of the files is empty.",
  raced: "Another submission of yours was saved at the same moment. Reload the page to see it.",
} as const;

/** What the file picker offers (the server decides by content, whatever the name). */
export const assignmentFileAccept = ".pdf,.zip,.ipynb,application/pdf,application/zip";

export const assignmentFileExtensions: Record<AssignmentFileKind, string> = {
  pdf: ".pdf",
  zip: ".zip",
  ipynb: ".ipynb",
};

/** The type a file is served with, from the kind its content showed. */
export const assignmentFileContentTypes: Record<AssignmentFileKind, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  ipynb: "application/x-ipynb+json",
};
