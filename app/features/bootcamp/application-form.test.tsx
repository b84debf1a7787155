import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { admissionsMessages, type BootcampBatch } from "#contracts/admissions.ts";
import { ApplicationForm } from "./application-form.tsx";

const cohort: BootcampBatch = {
  id: "3f0c9a52-7d1e-4c4b-9a51-1c2d3e4f5a6b",
  type: "weekend",
  startDate: "2027-03-06",
  schedule: "Sat & Sun, 10:00-14:00 ET",
  seatsAvailable: 11,
  seatsTotal: 30,
  course: { title: "AI Engineering", slug: "ai-engineers" },
};

function renderForm(props: { batches?: BootcampBatch[] | null; initialBatchId?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <ApplicationForm
            batches={props.batches === undefined ? [cohort] : props.batches}
            initialBatchId={props.initialBatchId}
          />
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <ShellStoreProvider store={createShellStore({})}>
      <RouterProvider router={router} />
    </ShellStoreProvider>,
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function errorOf(label: string | RegExp): string | undefined {
  const control = screen.getByLabelText(label);
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ");
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith("-error"))?.textContent ??
    undefined
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Amara Okonkwo");
  await user.type(screen.getByLabelText("Email address"), "Amara@Example.com");
  await user.type(screen.getByLabelText("Phone number"), "+1 415 555 0199");
  await user.type(screen.getByLabelText("Country of residence"), "Nigeria");
  await user.type(screen.getByLabelText("Current role"), "Backend developer");
  await user.selectOptions(screen.getByLabelText("Programming experience"), "professional_developer");
  await user.type(screen.getByLabelText("Your background"), "Five years of Python services and payments.");
  await user.type(
    screen.getByLabelText("What do you want to achieve?"),
    "Ship a support assistant with RAG.",
  );
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=test-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ApplicationForm", () => {
  test("labels every field and lists the cohorts with dates and seats", () => {
    renderForm();
    for (const label of [
      "Full name",
      "Email address",
      "Phone number",
      "Country of residence",
      "Current role",
    ]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    const select = screen.getByLabelText(/Preferred cohort/) as HTMLSelectElement;
    expect(select.required).toBe(false);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "No preference yet",
      "Weekend batch · starts Mar 6, 2027 · Sat & Sun, 10:00-14:00 ET · 11 seats left",
    ]);
  });

  test("an empty submit shows a message at each required field, focuses the first, sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: admissionsMessages.submit }));

    expect(screen.getByRole("alert").textContent).toBe(admissionsMessages.fixFields);
    expect(errorOf("Full name")).toBe(admissionsMessages.fullNameRequired);
    expect(errorOf("Email address")).toBe(admissionsMessages.emailRequired);
    expect(errorOf("Phone number")).toBe(admissionsMessages.phoneRequired);
    expect(errorOf("Programming experience")).toBe(admissionsMessages.experienceLevelRequired);
    expect(errorOf("Your background")).toBe(admissionsMessages.backgroundTooShort);
    expect(errorOf(/Preferred cohort/)).toBeUndefined();
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Full name"), "A");
    expect(errorOf("Full name")).toBeUndefined();
  });

  test("sends the application, shows 'Submitting...', then replaces the form with the confirmation", async () => {
    let resolve: ((response: Response) => void) | undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm({ initialBatchId: cohort.id });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: admissionsMessages.submit }));

    const pending = await screen.findByRole("button", { name: admissionsMessages.submitting });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/bootcamp/applications");
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: "amara@example.com",
      preferredBatchId: cohort.id,
      experienceLevel: "professional_developer",
    });
    expect(JSON.parse(String(init.body))).not.toHaveProperty("portfolioUrl");

    resolve!(json({ message: admissionsMessages.receivedBody, applicationId: "a1" }, 201));
    const heading = await screen.findByRole("heading", { name: admissionsMessages.received });
    // Focus moves in an effect after the confirmation renders: on a busy machine that is a moment later.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("amara@example.com")).toBeTruthy();
    expect(screen.queryByRole("button", { name: admissionsMessages.submit })).toBeNull();
  });

  test("a cohort that closed meanwhile shows the server's message at the cohort field and keeps the input", async () => {
    const message = admissionsMessages.preferredBatchUnavailable;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: message, errors: [{ message, field: "preferredBatchId" }] }, 400)),
    );
    const user = userEvent.setup();
    renderForm({ initialBatchId: cohort.id });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: admissionsMessages.submit }));

    await waitFor(() => expect(errorOf(/Preferred cohort/)).toBe(message));
    expect(document.activeElement).toBe(screen.getByLabelText(/Preferred cohort/));
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Amara Okonkwo");
  });

  test("a failed request keeps every answer and says so above the form", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "boom", errors: [{ message: "boom" }] }, 500)),
    );
    const user = userEvent.setup();
    renderForm({ batches: null });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: admissionsMessages.submit }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(admissionsMessages.failureBody));
    expect((screen.getByLabelText("Your background") as HTMLTextAreaElement).value).toBe(
      "Five years of Python services and payments.",
    );
    expect(
      (screen.getByRole("button", { name: admissionsMessages.submit }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByText(/could not load the cohort dates/)).toBeTruthy();
  });
});
