import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { AuditEntry } from "#contracts/audit-log.ts";
import { AuditChange, fieldChanges } from "./audit-change.tsx";

const entry = (before: unknown, after: unknown): AuditEntry => ({
  id: "e1",
  at: "2026-11-28T10:00:00.000Z",
  actorId: null,
  actorName: "Ada",
  actorRole: "admin",
  action: "course.update",
  entityType: "course",
  entityId: "c1",
  summary: "",
  before,
  after,
  requestId: null,
});

describe("fieldChanges", () => {
  test("puts the changed fields first and keeps the unchanged ones apart", () => {
    const { changed, unchanged } = fieldChanges(
      entry({ price: 100, title: "A", tools: ["x"] }, { price: 200, title: "A", tools: ["x", "y"] }),
    );
    expect(changed).toEqual([
      { field: "price", before: "100", after: "200" },
      { field: "tools", before: '["x"]', after: '["x","y"]' },
    ]);
    expect(unchanged).toEqual([{ field: "title", before: "A", after: "A" }]);
  });

  test("shows a creation's fields against nothing", () => {
    expect(fieldChanges(entry(null, { title: "" })).changed).toEqual([
      { field: "title", before: "—", after: "(empty)" },
    ]);
  });
});

describe("AuditChange", () => {
  test("says when an entry keeps no values", () => {
    render(<AuditChange entry={entry(null, null)} />);
    expect(screen.getByText("This entry keeps no record of the values.")).toBeTruthy();
  });

  test("renders what users wrote as text, never as markup", () => {
    const { container } = render(
      <AuditChange entry={entry({ title: "old" }, { title: '<img src=x onerror="alert(1)">' })} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
  });
});
