import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { QuizDefinition, QuizPaper } from "#contracts/quiz.ts";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import { quizAttemptStatuses } from "#contracts/quiz-attempts-text.ts";
import { quizShowAnswersOptions } from "#contracts/quiz-text.ts";
import { users } from "./auth.ts";
import { courses } from "./catalog.ts";
import { lessons } from "./learning.ts";

// Quizzes and their attempts (issue 16). A quiz is a lesson of kind `quiz` plus its questions and rules.
// An attempt keeps its own copy of the questions it drew, with their keys, so editing the quiz never
// regrades or reshuffles an attempt already started; the keys leave the server only in a closed attempt's
// review, and only when the quiz allows.

export const quizzes = pgTable(
  "quizzes",
  {
    lessonId: uuid("lesson_id")
      .primaryKey()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Pools of questions with their keys (contracts/quiz.ts), validated before every write. */
    definition: jsonb("definition").$type<QuizDefinition>().notNull(),
    timeLimitMinutes: integer("time_limit_minutes"),
    maxAttempts: integer("max_attempts"),
    passPercent: integer("pass_percent").notNull(),
    showAnswers: text("show_answers", { enum: quizShowAnswersOptions }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("quizzes_pass_percent_ok", sql`${t.passPercent} between 0 and 100`),
    check("quizzes_time_limit_ok", sql`${t.timeLimitMinutes} is null or ${t.timeLimitMinutes} > 0`),
    check("quizzes_max_attempts_ok", sql`${t.maxAttempts} is null or ${t.maxAttempts} > 0`),
  ],
);

export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1, 2, ... per student and quiz; unique, so two tabs starting at once cannot both take the next one. */
    number: integer("number").notNull(),
    status: text("status", { enum: quizAttemptStatuses }).notNull().default("in_progress"),
    /** The drawn questions only, with their keys, as they were at the start. */
    questions: jsonb("questions").$type<QuizDefinition>().notNull(),
    paper: jsonb("paper").$type<QuizPaper>().notNull(),
    /** The pass mark at the start: changing it later does not change this attempt's outcome. */
    passPercent: integer("pass_percent").notNull(),
    answers: jsonb("answers").$type<QuizAnswers>().notNull().default({}),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null without a time limit; the server closes the attempt with its saved answers after this. */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    earned: doublePrecision("earned"),
    possible: integer("possible"),
    percent: doublePrecision("percent"),
    passed: boolean("passed"),
  },
  (t) => [
    uniqueIndex("quiz_attempts_number_idx").on(t.lessonId, t.userId, t.number),
    // One attempt in progress per student and quiz: a second start answers the first.
    uniqueIndex("quiz_attempts_open_idx").on(t.lessonId, t.userId).where(sql`${t.status} = 'in_progress'`),
    index("quiz_attempts_user_idx").on(t.userId, t.courseId),
  ],
);
