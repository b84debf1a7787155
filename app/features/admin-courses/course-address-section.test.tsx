import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { AdminCourse } from "#contracts/admin-courses.ts";
import { adminCoursesMessages as m } from "#contracts/admin-courses-text.ts";
import { CourseAddressSection } from "./course-address-section.tsx";

const course = {
  id: "5d2c1f1e-8a43-4c55-9a51-6f0f3f4f4a01",
  slug: "agents",
  path: "/courses/agents",
  title: "Agents",
  version: 3,
} as AdminCourse;

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=course-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

function renderSection(onChanged = vi.fn()) {
  render(<CourseAddressSection course={course} onChanged={onChanged} />);
  return screen.getByRole("form", { name: "Address of Agents" });
}

describe("CourseAddressSection", () => {
  test("asks before moving the page, says the old address will redirect, then sends the slug", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () =>
      json({ ...course, slug: "ai-agents", path: "/courses/ai-agents" }, 200),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onChanged = vi.fn();
    const form = renderSection(onChanged);
    const slug = within(form).getByLabelText("Slug");
    await user.clear(slug);
    await user.type(slug, "ai-agents");
    await user.click(within(form).getByRole("button", { name: "Change address" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Agents to /courses/ai-agents?" });
    expect(dialog.textContent).toContain("/courses/agents will redirect to the new address (301)");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Change address" }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/courses/${course.id}/slug`);
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ slug: "ai-agents" });
  });

  test("an invalid slug shows the rule at the field, with no dialog and nothing sent", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const form = renderSection();
    const slug = within(form).getByLabelText("Slug");
    await user.clear(slug);
    await user.type(slug, "Not a slug");
    await user.click(within(form).getByRole("button", { name: "Change address" }));
    expect(await within(form).findByText(m.slugInvalid)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a taken slug comes back at the field and what was typed stays", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: m.slugTaken, errors: [{ message: m.slugTaken, field: "slug" }] }, 400)),
    );
    const form = renderSection();
    const slug = within(form).getByLabelText("Slug") as HTMLInputElement;
    await user.clear(slug);
    await user.type(slug, "deep-learning");
    await user.click(within(form).getByRole("button", { name: "Change address" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Change address" }),
    );
    expect(await within(form).findByText(m.slugTaken)).toBeTruthy();
    expect(slug.value).toBe("deep-learning");
  });

  test("the button waits for a different slug", () => {
    vi.stubGlobal("fetch", vi.fn());
    const form = renderSection();
    expect(within(form).getByRole("button", { name: "Change address" })).toHaveProperty("disabled", true);
  });
});
