import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { z } from "zod";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { loadedModule } from "./lazy-module.ts";
import { useForm } from "./use-form.ts";

// The portal forms' use of the hook: a contract already in the bundle (checked at once, no download) and
// a request that sends the values as typed once the schema passed them.

const schema = loadedModule(
  z.object({
    avatar: z
      .string()
      .trim()
      .transform((value) => value || null),
    name: z.string().trim().min(1),
  }),
);

function PortalForm({
  sendValues,
}: {
  sendValues: (values: { avatar: string; name: string }) => Promise<null>;
}) {
  const form = useForm({
    initialValues: { avatar: "", name: "" },
    fields: ["name", "avatar"],
    schema,
    unavailableMessage: "unused",
    sendValues,
  });
  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending}>
      <Field label="Name" error={form.errors.name}>
        <Input {...form.bind("name")} />
      </Field>
      <Field label="Avatar" error={form.errors.avatar}>
        <Input {...form.bind("avatar")} />
      </Field>
      <SubmitButton pending={form.isPending} pendingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  );
}

afterEach(cleanup);

test("a loaded schema checks on the click itself; sendValues gets the values as typed", async () => {
  const sendValues = vi.fn(async () => null);
  render(<PortalForm sendValues={sendValues} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Save" }));
  // No await between the click and the message: nothing had to be downloaded.
  expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
  expect(sendValues).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText("Name"), " Ada ");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(sendValues).toHaveBeenCalledWith({ name: " Ada ", avatar: "" });
});
