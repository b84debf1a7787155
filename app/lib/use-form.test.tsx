import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { ApiRequestError } from "./api-client.ts";
import { FormRequestError } from "./form-errors.ts";
import { lazyModule } from "./lazy-module.ts";
import { type FormOptions, useForm } from "./use-form.ts";

const schema = z.object({
  name: z.string().trim().min(2, "Name is too short"),
  email: z.email("Enter a valid email"),
});
type Schema = typeof schema;
type Name = "name" | "email";

function TestForm(
  props: Partial<FormOptions<Name, Schema, { ok: true }>> & {
    send: (data: z.output<Schema>) => Promise<{ ok: true }>;
  },
) {
  const form = useForm<Name, Schema, { ok: true }>({
    initialValues: { name: "", email: "" },
    fields: ["name", "email"],
    schema: props.schema ?? lazyModule(async () => schema),
    unavailableMessage: "Could not check the form",
    ...props,
  });
  if (form.isSuccess) return <p role="status">Sent</p>;
  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} aria-label="Test">
      <FormAlert>{form.formError}</FormAlert>
      <Field label="Name" hint="Two letters at least" error={form.errors.name}>
        <Input {...form.bind("name")} />
      </Field>
      <Field label="Email" error={form.errors.email}>
        <Input {...form.bind("email")} type="email" />
      </Field>
      <SubmitButton pending={form.isPending} pendingLabel="Sending...">
        Send
      </SubmitButton>
    </Form>
  );
}

afterEach(cleanup);

describe("useForm", () => {
  test("checks with the schema, shows each field's message, focuses the first invalid and sends nothing", async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    render(<TestForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send" }));

    const name = screen.getByLabelText("Name");
    expect(await screen.findByText("Name is too short")).toBeTruthy();
    expect(screen.getByText("Enter a valid email")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    // The hint and the error both describe the control.
    const described = (name.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Two letters at least", "Name is too short"]);
    expect(send).not.toHaveBeenCalled();

    // Editing a field clears its message; submit checks again.
    await user.type(name, "Ada");
    expect(screen.queryByText("Name is too short")).toBeNull();
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });

  test("sends the parsed data once, says it is pending, and reports success", async () => {
    let finish: (value: { ok: true }) => void = () => undefined;
    const send = vi.fn(() => new Promise<{ ok: true }>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    render(<TestForm send={send} onSuccess={onSuccess} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "  Ada  ");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));

    const pending = await screen.findByRole("button", { name: "Sending..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("form", { name: "Test" }).getAttribute("aria-busy")).toBe("true");
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com" });
    await act(async () => finish({ ok: true }));
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith({ ok: true }, { name: "Ada", email: "ada@example.com" });
  });

  test("maps the API's field errors (by body path) under the fields, keeps the input and focuses the field", async () => {
    const send = vi.fn(async () => {
      throw new ApiRequestError("Validation failed", 400, {
        error: "Validation failed",
        errors: [{ field: "userData.email", message: "Email already registered" }],
      });
    });
    render(<TestForm send={send} invalidMessage="Check the highlighted fields." />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Email already registered")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Check the highlighted fields.");
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe("ada@example.com");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada");
  });

  test("a failure naming no field shows above the form, by default the error's message", async () => {
    const send = vi.fn(async () => {
      throw new FormRequestError("Too many attempts", 429, []);
    });
    const onError = vi.fn();
    render(<TestForm send={send} onError={onError} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Too many attempts");
    expect(onError).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
  });

  test("waits for a lazily loaded schema; a schema that cannot be downloaded sends nothing and says so", async () => {
    const importer = vi.fn(() => Promise.reject(new Error("offline")));
    const send = vi.fn(async () => ({ ok: true as const }));
    render(<TestForm send={send} schema={lazyModule(importer)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    // The first edit started the download.
    expect(importer).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Could not check the form");
    expect(send).not.toHaveBeenCalled();
  });

  test("'afterSubmit' rechecks every change once submitted; 'Required' replaces the message of an empty field", async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    render(<TestForm send={send} revalidate="afterSubmit" emptyMessage={{ message: "Required" }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    await user.type(screen.getByLabelText("Email"), "a");
    expect(screen.getByText("Enter a valid email")).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "@b.co");
    expect(screen.queryByText("Enter a valid email")).toBeNull();
    expect(screen.getAllByText("Required")).toHaveLength(1);
  });

  test("canSubmit false holds the submit back", async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    render(<TestForm send={send} canSubmit={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
  });

  test("what was typed before hydration reaches the values and is sent", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const send = vi.fn(async () => ({ ok: true as const }));
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<TestForm send={send} />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    const [name, email] = [...container.querySelectorAll("input")];
    if (!name || !email) throw new Error("fields missing");
    name.value = "Ada";
    email.value = "ada@example.com";

    const root = await act(async () => hydrateRoot(container, <TestForm send={send} />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(name.value).toBe("Ada");
    await act(async () => form?.requestSubmit());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com" }));
    act(() => root.unmount());
    container.remove();
  });
});
