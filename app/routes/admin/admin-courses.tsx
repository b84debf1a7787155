import type { MetaFunction } from "react-router";
import { AdminCoursesScreen } from "#app/features/admin-courses/admin-courses-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/courses");

// /dashboard/admin/courses: Course Management inside the admin portal's layout (which owns the guard and sidebar).
export default function AdminCoursesRoute() {
  return <AdminCoursesScreen />;
}
