import { describe, expect, test } from "vitest";
import { coursePathForTitle } from "./course-path.ts";

describe("coursePathForTitle", () => {
  test.each([
    ["AI Engineering", "/courses/ai-engineers"],
    ["Machine Learning", "/courses/machine-learning"],
    ["Deep Learning", "/courses/deep-learning"],
    ["AI for Business Leaders", "/courses/ai-business"],
    ["Prompt Engineering", "/courses/prompt-engineering"],
  ])("the course title %s maps to %s", (title, path) => {
    expect(coursePathForTitle(title)).toBe(path);
  });

  test.each([
    ["machine learning fundamentals", "/courses/machine-learning"],
    ["Advanced Deep-Learning with PyTorch", "/courses/deep-learning"],
    ["Prompt Engineering 101", "/courses/prompt-engineering"],
    ["Generative AI for business", "/courses/ai-business"],
    ["AI Engineer Bootcamp", "/courses/ai-engineers"],
    ["Certified AI ENGINEERING Program", "/courses/ai-engineers"],
    ["Prompt Engineering for AI Engineers", "/courses/prompt-engineering"],
  ])("the keyword title %s maps to %s", (title, path) => {
    expect(coursePathForTitle(title)).toBe(path);
  });

  test("anything else falls back to the catalog", () => {
    expect(coursePathForTitle("Data Visualisation")).toBe("/courses");
    expect(coursePathForTitle("")).toBe("/courses");
  });
});
