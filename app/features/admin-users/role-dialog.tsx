import { type FormEvent, useId, useState } from "react";
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
import { Label } from "#app/components/ui/label.tsx";
import { PendingLabel } from "#app/features/auth/pending-label.tsx";
import { useEarlyInput } from "#app/lib/early-input.ts";
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
  const selectId = useId();
  const earlyInput = useEarlyInput();
  const unchanged = role === user.role;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!unchanged && !pending) onConfirm(role);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form {...earlyInput} method="post" onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Change the role of {user.name}</DialogTitle>
            <DialogDescription>
              {user.name} (@{user.username}) is {article(roleLabels[user.role])}{" "}
              {roleLabels[user.role].toLowerCase()} now. Changing the role signs them out on every device at
              once; they sign in again to use the new role.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={selectId}>New role</Label>
            <RoleSelect
              id={selectId}
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              disabled={pending}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={unchanged || pending}>
              {pending ? <PendingLabel>Saving...</PendingLabel> : "Save role"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
