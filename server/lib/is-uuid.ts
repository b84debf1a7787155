const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path parameter can be a row id: anything else is answered 404 before it reaches the database. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
