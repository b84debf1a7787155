import type { ComponentProps } from "react";
import { Select } from "#app/components/ui/select.tsx";
import { roleLabels } from "#contracts/admin-users.ts";
import { roles } from "#contracts/auth.ts";

type RoleSelectProps = Omit<ComponentProps<"select">, "children"> & {
  /** A first option for "no role chosen" (the filter's "All roles"). */
  emptyLabel?: string;
};

/** The kit's Select with the four roles (the role dialog's choice and the users list's filter). */
export function RoleSelect({ emptyLabel, ...props }: RoleSelectProps) {
  return (
    <Select {...props}>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </Select>
  );
}
