/** PostgreSQL's unique_violation (23505): another writer took the row a unique index guards. */
export function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause` (node-postgres and PGlite alike).
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}
