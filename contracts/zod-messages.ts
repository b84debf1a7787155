import { z } from "zod";

// The spec's generic validation messages are zod 3's wording ('Required', 'Invalid email', ...).
// Zod 4 words them differently, so one error map restores them for forms and the API alike.
// Schemas that carry their own message keep it; this only fills in the generic ones.
export function genericMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined || issue.input === null) return "Required";
      const received = Array.isArray(issue.input) ? "array" : typeof issue.input;
      return `Expected ${issue.expected}, received ${received}`;
    }
    case "invalid_format":
      return issue.format === "email" ? "Invalid email" : "Invalid input";
    case "too_small":
      if (issue.origin === "string") return `String must contain at least ${issue.minimum} character(s)`;
      if (issue.origin === "number") return `Number must be greater than or equal to ${issue.minimum}`;
      return "Invalid input";
    case "too_big":
      if (issue.origin === "string") return `String must contain at most ${issue.maximum} character(s)`;
      if (issue.origin === "number") return `Number must be less than or equal to ${issue.maximum}`;
      return "Invalid input";
    default:
      return "Invalid input";
  }
}

let installed = false;
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  // jitless: zod's compiled validators probe `new Function`, which our CSP (no 'unsafe-eval') reports.
  z.config({ customError: genericMessage, jitless: true });
}

installZodMessages();
