import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { careersLimits, careersMessages } from "#contracts/careers.ts";
import { JobApplicationForm } from "./job-application-form.tsx";
import { demoteHeadings } from "./openings-list.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const pdf = (size = 1200, name = "cv.pdf") =>
  new File([new Uint8Array(size).fill(0x25)], name, { type: "application/pdf" });

function renderForm() {
  render(<JobApplicationForm slug="senior-ai-instructor" title="Senior AI Instructor" />);
  return screen.getByRole("form", { name: "Apply for Senior AI Instructor" });
}

async function fillText(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText("Full name"), "Jordan Rivera");
  await user.type(within(form).getByLabelText("Email"), "jordan@example.com");
}

describe("JobApplicationForm", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the form reads the token from document.cookie.
    document.cookie = "XSRF-TOKEN=token-123";
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  test("checks the fields and the CV before sending anything", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(within(form).getByRole("button", { name: "Send application" }));
    expect(within(form).getAllByText("Required")).toHaveLength(2);
    expect(within(form).getByText(careersMessages.cvMissing)).toBeTruthy();
    expect(within(form).getByLabelText("Full name")).toBe(document.activeElement);

    await fillText(user, form);
    await user.upload(
      within(form).getByLabelText("CV (PDF, at most 5 MB)"),
      pdf(careersLimits.cvMaxBytes + 1),
    );
    expect(within(form).getByText(careersMessages.cvRule)).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Send application" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("sends multipart form data with the anti-forgery header and no hand-set content type", async () => {
    fetchMock.mockResolvedValue(json({ message: careersMessages.successBody }, 201));
    const user = userEvent.setup();
    const form = renderForm();
    await fillText(user, form);
    await user.upload(within(form).getByLabelText("CV (PDF, at most 5 MB)"), pdf());
    await user.click(within(form).getByRole("button", { name: "Send application" }));
    await screen.findByText(careersMessages.successTitle);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/careers/openings/senior-ai-instructor/applications");
    expect(init.headers).toEqual({ "X-XSRF-TOKEN": "token-123" });
    const body = init.body as FormData;
    expect(body.get("name")).toBe("Jordan Rivera");
    expect(body.get("phone")).toBeNull();
    expect((body.get("cv") as File).name).toBe("cv.pdf");
  });

  test("shows the server's field message and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      json(
        { error: careersMessages.cvRule, errors: [{ message: careersMessages.cvRule, field: "cv" }] },
        400,
      ),
    );
    const user = userEvent.setup();
    const form = renderForm();
    await fillText(user, form);
    await user.upload(within(form).getByLabelText("CV (PDF, at most 5 MB)"), pdf(300, "renamed.pdf"));
    await user.click(within(form).getByRole("button", { name: "Send application" }));
    await waitFor(() => expect(within(form).getByText(careersMessages.cvRule)).toBeTruthy());
    expect((within(form).getByLabelText("Full name") as HTMLInputElement).value).toBe("Jordan Rivera");
  });
});

test("demoteHeadings moves a description's headings below the opening's own", () => {
  expect(demoteHeadings("<h2>Role</h2><h3 id='x'>Sub</h3><p>h2</p>")).toBe(
    "<h4>Role</h4><h5 id='x'>Sub</h5><p>h2</p>",
  );
});
