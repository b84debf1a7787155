import { z } from "zod";
import "./zod-messages.ts";
import { type Role, roles } from "./auth.ts";

// The admin 'users' screen (SPEC.md section 2, admin routes) and its two calls.
export const adminUsersMessages = {
  selfChange: "You can't change your own role or deactivate your own account. Ask another admin.",
  lastAdmin:
    "This is the last active admin. Make another user an admin first, so someone can still manage the site.",
  userNotFound: "That user no longer exists.",
  nothingToChange: "Choose a role or an active status to change.",
  roleChanged: "Role changed",
  deactivated: "User deactivated",
  reactivated: "User reactivated",
  updateFailed: "Could not update the user",
  loadFailed: "Failed to load users",
  noUsers: "No users match your search.",
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100.",
  searchTooLong: "Search text must be at most 100 characters.",
  roleInvalid: "Role must be student, instructor, admin or digital_marketer.",
} as const;

/** How each role reads on screen. */
export const roleLabels: Record<Role, string> = {
  student: "Student",
  instructor: "Instructor",
  admin: "Admin",
  digital_marketer: "Digital marketer",
};

export const adminUsersPageSizeDefault = 20;
export const adminUsersSearchMax = 100;

/** Query string of GET /api/admin/users. An empty role (a cleared filter in the URL) means every role. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(adminUsersSearchMax, adminUsersMessages.searchTooLong).default(""),
  role: z
    .union([z.enum(roles), z.literal("")], { error: adminUsersMessages.roleInvalid })
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ error: adminUsersMessages.pageInvalid })
    .int(adminUsersMessages.pageInvalid)
    .min(1, adminUsersMessages.pageInvalid)
    .max(100_000, adminUsersMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: adminUsersMessages.pageSizeInvalid })
    .int(adminUsersMessages.pageSizeInvalid)
    .min(1, adminUsersMessages.pageSizeInvalid)
    .max(100, adminUsersMessages.pageSizeInvalid)
    .default(adminUsersPageSizeDefault),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

// A malformed id is an unknown user (404), not a validation error: the route checks its shape itself.
export const adminUserParamsSchema = z.object({ id: z.string().max(100) });

export const adminUserUpdateSchema = z
  .strictObject({ role: z.enum(roles).optional(), active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    message: adminUsersMessages.nothingToChange,
  });
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;
