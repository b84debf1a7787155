import { describe, expect, test } from "vitest";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { fieldErrorsOf, serverFieldErrors } from "./use-page-form.ts";

const fields = ["email", "preferredBatchId"] as const;

describe("fieldErrorsOf", () => {
  test("keeps the first message of each known field", () => {
    expect(
      fieldErrorsOf(
        [
          { path: ["email"], message: "Enter your email address" },
          { path: ["email"], message: "second" },
          { path: ["unknown"], message: "ignored" },
          { field: "preferredBatchId", message: "Closed" },
        ],
        fields,
      ),
    ).toEqual({ email: "Enter your email address", preferredBatchId: "Closed" });
  });
});

describe("serverFieldErrors", () => {
  test("reads the field messages of a 400 answer", () => {
    const error = new ApiRequestError("Closed", 400, {
      error: "Closed",
      errors: [{ field: "preferredBatchId", message: "Closed" }],
    });
    expect(serverFieldErrors(error, fields)).toEqual({ preferredBatchId: "Closed" });
  });

  test("ignores other failures", () => {
    expect(
      serverFieldErrors(
        new ApiRequestError("boom", 500, { errors: [{ field: "email", message: "x" }] }),
        fields,
      ),
    ).toEqual({});
    expect(serverFieldErrors(new Error("offline"), fields)).toEqual({});
  });
});
