import type { Role } from "#contracts/auth.ts";

// Development-only accounts that SEED_DEMO_DATA=true creates (README.md, "Demo accounts"). Kept apart from
// the seed so end-to-end journeys can sign in with them without importing database code.
export type DemoAccount = { username: string; password: string; name: string; email: string; role: Role };

export const demoAccounts = {
  student: {
    username: "demo-student",
    password: "student-demo-2026",
    name: "Maya Chen",
    email: "demo-student@ailabs.test",
    role: "student",
  },
  instructor: {
    username: "demo-instructor",
    password: "instructor-demo-2026",
    name: "Leo Park",
    email: "demo-instructor@ailabs.test",
    role: "instructor",
  },
  admin: {
    username: "demo-admin",
    password: "admin-demo-2026",
    name: "Rosa Diaz",
    email: "demo-admin@ailabs.test",
    role: "admin",
  },
  digitalMarketer: {
    username: "demo-marketer",
    password: "marketer-demo-2026",
    name: "Sam Patel",
    email: "demo-marketer@ailabs.test",
    role: "digital_marketer",
  },
} as const satisfies Record<string, DemoAccount>;
