import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { batches, courses } from "./catalog.ts";

// Certificates (issue 16): a course's rules for earning one, the certificates issued, and the key that signs
// their Open Badges credentials.

export const certificateRules = pgTable(
  "certificate_rules",
  {
    courseId: uuid("course_id")
      .primaryKey()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Batch courses: the share of the batch's held live sessions attended, in percent; null: not required. */
    attendancePercent: integer("attendance_percent"),
    /** Issue as soon as the rules are met; off: only an admin issues. */
    autoIssue: boolean("auto_issue").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check(
      "certificate_rules_attendance_ok",
      sql`${t.attendancePercent} is null or ${t.attendancePercent} between 0 and 100`,
    ),
  ],
);

export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The public code in /certificates/:code: random, unguessable, unique. */
    code: text("code").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    batchId: uuid("batch_id").references(() => batches.id, { onDelete: "set null" }),
    /** What the certificate says, as issued: a later rename of the student or the course does not rewrite it. */
    recipientName: text("recipient_name").notNull(),
    courseTitle: text("course_title").notNull(),
    instructorNames: jsonb("instructor_names").$type<string[]>().notNull().default([]),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: issued automatically when the rules were met. */
    issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The certificate's bit in the revocation status list (decision 0041): drawn at random when issued, so
     * neighbouring bits say nothing about when or to whom; unique, so no two certificates share a bit.
     */
    statusListIndex: integer("status_list_index").notNull(),
  },
  (t) => [
    unique("certificates_status_list_index_unique").on(t.statusListIndex),
    // 131,072 entries: Bitstring Status List's minimum size (status-list-index.ts).
    check(
      "certificates_status_list_index_range",
      sql`${t.statusListIndex} >= 0 and ${t.statusListIndex} < 131072`,
    ),
    // One standing certificate per student and course; a revoked one may be followed by a new one.
    uniqueIndex("certificates_user_course_idx").on(t.userId, t.courseId).where(sql`${t.revokedAt} is null`),
    index("certificates_user_idx").on(t.userId),
    check(
      "certificates_revocation_has_reason",
      sql`${t.revokedAt} is null or ${t.revokedReason} is not null`,
    ),
  ],
);

/**
 * The site's Ed25519 key that signs Open Badges credentials, made on first use unless the environment
 * supplies one. Old keys stay so credentials signed with them still verify.
 */
export const credentialSigningKeys = pgTable("credential_signing_keys", {
  /** The key id (kid) in signed credentials and in the published key set. */
  id: text("id").primaryKey(),
  publicKeyJwk: jsonb("public_key_jwk").$type<Record<string, string>>().notNull(),
  /** PKCS#8 PEM; null for a key supplied by the environment, whose private half never touches the database. */
  privateKeyPem: text("private_key_pem"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
});
