import { z } from "zod";
import "./zod-messages.ts";

// Optimistic concurrency for records admins edit (decision 0042): each such record carries a version that
// every save increments. A form sends back the version it was opened with; a save on another version is
// refused with 409 and this message, and the form keeps what its user typed.
export const recordVersionMessages = {
  invalid: "The record's version is missing. Reload the page and try again.",
  /** `{thing}`: "course", "batch", "application", "settings". */
  conflict: (thing: string) =>
    `Someone else saved this ${thing} after you opened it. Your changes are still in the form: copy what you need, reload to see theirs, then save again.`,
} as const;

/** The version a form was opened with (sent back with every save). */
export const recordVersionSchema = z
  .number({ error: recordVersionMessages.invalid })
  .int(recordVersionMessages.invalid)
  .min(1, recordVersionMessages.invalid)
  .max(2_147_483_647, recordVersionMessages.invalid);
