import { describe, expect, test } from "vitest";
import { ApiRequestError } from "./api-client.ts";
import {
  apiFieldIssues,
  FormRequestError,
  fieldErrorsFrom,
  serverErrors,
  toFormRequestError,
} from "./form-errors.ts";

const fields = ["email", "preferredBatchId"] as const;

describe("fieldErrorsFrom", () => {
  test("keeps the first message of each known field, from zod paths or the API's field names", () => {
    expect(
      fieldErrorsFrom(
        [
          { path: ["email"], message: "Enter your email address" },
          { path: ["email"], message: "second" },
          { path: ["unknown"], message: "ignored" },
          { path: [], message: "no field" },
          { field: "preferredBatchId", message: "Closed" },
        ],
        fields,
      ),
    ).toEqual({ email: "Enter your email address", preferredBatchId: "Closed" });
  });

  test("a body path names the form field by its last segment", () => {
    expect(fieldErrorsFrom([{ field: "userData.email", message: "Taken" }], fields)).toEqual({
      email: "Taken",
    });
    expect(fieldErrorsFrom([{ path: ["userData", "email"], message: "Bad" }], fields)).toEqual({
      email: "Bad",
    });
    expect(fieldErrorsFrom([{ field: "workemail", message: "x" }], fields)).toEqual({});
  });
});

describe("the API error mapper", () => {
  const error = new ApiRequestError("Closed", 400, {
    error: "Closed",
    errors: [
      { field: "preferredBatchId", message: "That cohort is closed" },
      { message: "Fix it" },
      { nope: 1 },
    ],
  });

  test("reads the errors list of a failed call", () => {
    expect(apiFieldIssues(error)).toEqual([
      { field: "preferredBatchId", message: "That cohort is closed" },
      { field: undefined, message: "Fix it" },
    ]);
    expect(apiFieldIssues(new Error("offline"))).toEqual([]);
  });

  test("toFormRequestError: the first server message, else the body's error, else the fallback", () => {
    expect(toFormRequestError(error, "Failed").message).toBe("That cohort is closed");
    expect(toFormRequestError(new ApiRequestError("x", 429, { error: "Slow down" }), "Failed").message).toBe(
      "Slow down",
    );
    const offline = toFormRequestError(new TypeError("Failed to fetch"), "Failed");
    expect(offline).toBeInstanceOf(FormRequestError);
    expect([offline.message, offline.status, offline.fieldErrors]).toEqual(["Failed", undefined, []]);
    expect(apiFieldIssues(toFormRequestError(error, "Failed"))).toEqual(apiFieldIssues(error));
  });

  test("serverErrors: field messages, or one form message when no shown field is named", () => {
    expect(serverErrors(error, fields, "Failed")).toEqual({
      fieldErrors: { preferredBatchId: "That cohort is closed" },
      formError: null,
    });
    expect(serverErrors(error, ["email"], "Failed")).toEqual({
      fieldErrors: {},
      formError: "That cohort is closed",
    });
  });
});
