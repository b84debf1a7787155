import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { type AdminUser, roleLabels } from "#contracts/admin-users.ts";
import type { Role } from "#contracts/auth.ts";
import { RoleSelect } from "./role-select.tsx";

type RoleDialogProps = {
  user: AdminUser;
  pending: boolean;
  onConfirm: (role: Role) => void;
  onClose: () => void;
};

// The confirmation names the person and what happens to them, so a role is never changed by a stray click.
export function RoleDialog({ user, pending, onConfirm, onClose }: RoleDialogProps) {
  const [role, setRole] = useState<Role>(user.role);
  const unchanged = role === user.role;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!unchanged && !pending) onConfirm(role);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <Form onSubmit={onSubmit} pending={pending} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Change the role of {user.name}</DialogTitle>
            <DialogDescription>
              {user.name} (@{user.username}) is {article(roleLabels[user.role])}{" "}
              {roleLabels[user.role].toLowerCase()} now. Changing the role signs them out on every device at
              once; they sign in again to use the new role.
            </DialogDescription>
          </DialogHeader>
          <Field label="New role">
            <RoleSelect
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              disabled={pending}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton size="default" pending={pending} pendingLabel="Saving..." disabled={unchanged}>
              Save role
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
