import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AdminCourse } from "#contracts/admin-courses.ts";
import { adminCoursesMessages as m } from "#contracts/admin-courses-text.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { CourseForm } from "./course-form.tsx";

const course: AdminCourse = {
  id: "5d2c1f1e-8a43-4c55-9a51-6f0f3f4f4a01",
  slug: "agents",
  path: "/courses/agents",
  status: "published",
  title: "Agents",
  tagline: "Ship agents",
  summary: "Build agents that hold up.",
  level: "intermediate",
  format: "live_online",
  durationWeeks: 6,
  priceCents: 89_900,
  earlyBirdPriceCents: 79_900,
  currency: "USD",
  outcomes: ["Plan tools"],
  prerequisites: "",
  toolsCovered: ["LangGraph"],
  certificate: "",
  faqs: [{ question: "Online?", answer: "Yes." }],
  instructorIds: [],
  imagePath: null,
  seoTitle: "",
  seoDescription: "",
  version: 3,
  archivedAt: null,
  updatedAt: "2026-11-20T00:00:00.000Z",
};

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(onSaved = vi.fn()) {
  render(<CourseForm course={course} instructorOptions={[]} onSaved={onSaved} />);
  return screen.getByRole("form", { name: "Edit Agents" });
}

describe("CourseForm", () => {
  test("names an empty list item and an early-bird price above the price, without sending", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const form = renderForm();
    await user.click(within(form).getByRole("button", { name: "Add outcome" }));
    const early = within(form).getByLabelText(/Early-bird price/);
    await user.clear(early);
    await user.type(early, "1000");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText(m.outcomeEmpty(2))).toBeTruthy();
    expect(within(form).getByText(m.earlyBirdNotBelow)).toBeTruthy();
    // The first field in the form's order with a message takes the focus.
    expect(document.activeElement).toBe(early);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(early);
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText(m.outcomeEmpty(2))).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByRole("group", { name: "Outcomes" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a 409 shows the conflict and keeps what was typed; a save sends its version and takes the next", async () => {
    const user = userEvent.setup();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: recordVersionMessages.conflict("course"), errors: [] }, 409))
      .mockResolvedValueOnce(json({ ...course, title: "Agents in production", version: 4 }, 200))
      .mockResolvedValueOnce(json({ ...course, title: "Agents in production", version: 5 }, 200));
    vi.stubGlobal("fetch", fetchMock);
    const onSaved = vi.fn();
    const form = renderForm(onSaved);
    const title = within(form).getByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Agents in production");
    const price = within(form).getByLabelText("Price (USD)");
    await user.clear(price);
    await user.type(price, "949.50");

    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByRole("alert")).toHaveProperty(
      "textContent",
      recordVersionMessages.conflict("course"),
    );
    expect((title as HTMLInputElement).value).toBe("Agents in production");
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toMatchObject({ version: 3, priceCents: 94_950, title: "Agents in production" });

    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body)).version).toBe(4);
  });
});
