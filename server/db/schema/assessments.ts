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
import type { AssignmentSubmissionFile, Rubric } from "#contracts/assignment.ts";
import { assignmentLatePolicies, assignmentSubmissionStatuses } from "#contracts/assignment-text.ts";
import type { QuizDefinition, QuizPaper } from "#contracts/quiz.ts";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import { quizAttemptStatuses } from "#contracts/quiz-attempts-text.ts";
import { quizShowAnswersOptions } from "#contracts/quiz-text.ts";
import { users } from "./auth.ts";
import { batches, courses } from "./catalog.ts";
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
    // The sweep of attempts left open past their deadline reads only the open ones with a deadline.
    index("quiz_attempts_overdue_idx")
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'in_progress' and ${t.deadlineAt} is not null`),
  ],
);

// Assignments (issue 16). An assignment is a lesson of kind `assignment` plus its rules and rubric; a
// student has one submission per assignment, replaced by each resubmission until an instructor grades it.

export const assignments = pgTable(
  "assignments",
  {
    lessonId: uuid("lesson_id")
      .primaryKey()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Markdown, rendered and sanitised on the server. */
    instructions: text("instructions").notNull().default(""),
    /** Due this many days after the batch's first day, at `due_time` in the batch's zone; null: no due date. */
    dueDays: integer("due_days"),
    /** "HH:MM", 24-hour wall clock in the batch's zone. */
    dueTime: text("due_time").notNull().default("23:59"),
    latePolicy: text("late_policy", { enum: assignmentLatePolicies }).notNull().default("accept_marked"),
    acceptFiles: boolean("accept_files").notNull().default(true),
    acceptRepoUrl: boolean("accept_repo_url").notNull().default(true),
    /** Out of this many points when the rubric is empty. */
    points: integer("points").notNull().default(100),
    passPercent: integer("pass_percent").notNull().default(60),
    /** Criteria x levels (contracts/assignment.ts), validated before every write; [] for none. */
    rubric: jsonb("rubric").$type<Rubric>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("assignments_course_idx").on(t.courseId),
    check("assignments_pass_percent_ok", sql`${t.passPercent} between 0 and 100`),
    check("assignments_points_ok", sql`${t.points} > 0`),
    check("assignments_due_days_ok", sql`${t.dueDays} is null or ${t.dueDays} >= 0`),
    check("assignments_accepts_something", sql`${t.acceptFiles} or ${t.acceptRepoUrl}`),
  ],
);

export const assignmentSubmissions = pgTable(
  "assignment_submissions",
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
    /** The student's batch when they submitted (null when self-paced): the grading queue is per batch. */
    batchId: uuid("batch_id").references(() => batches.id, { onDelete: "set null" }),
    status: text("status", { enum: assignmentSubmissionStatuses }).notNull().default("submitted"),
    files: jsonb("files").$type<AssignmentSubmissionFile[]>().notNull().default([]),
    repoUrl: text("repo_url"),
    /** 1 for the first submission, raised by every resubmission. */
    version: integer("version").notNull().default(1),
    /** The latest (re)submission: the queue is oldest first by this. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The due moment that applied, kept so a later change of the due date does not rewrite history. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    late: boolean("late").notNull().default(false),
    /** criterion id -> level id, as graded. */
    rubricChoices: jsonb("rubric_choices").$type<Record<string, string>>(),
    /** The rubric the grade was given against, so later edits of the rubric do not change a returned grade. */
    gradedRubric: jsonb("graded_rubric").$type<Rubric>(),
    comments: text("comments"),
    score: doublePrecision("score"),
    possible: integer("possible"),
    percent: doublePrecision("percent"),
    passed: boolean("passed"),
    /** The pass mark the grade was given against: `passed` was decided by it, so it is shown beside it. */
    gradedPassPercent: integer("graded_pass_percent"),
    gradedAt: timestamp("graded_at", { withTimezone: true }),
    gradedBy: uuid("graded_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("assignment_submissions_lesson_user_idx").on(t.lessonId, t.userId),
    index("assignment_submissions_queue_idx").on(t.courseId, t.status, t.submittedAt),
    index("assignment_submissions_user_idx").on(t.userId, t.courseId),
  ],
);
