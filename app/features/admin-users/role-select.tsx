import type { ComponentProps } from "react";
import { Select } from "#app/components/ui/select.tsx";
import { roleLabels } from "#contracts/admin-users.ts";
import { roles } from "#contracts/auth.ts";

/** The kit's Select with the four roles (the role dialog's choice; the list's filter is a FilterSelect). */
export function RoleSelect(props: Omit<ComponentProps<"select">, "children">) {
  return (
    <Select {...props}>
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </Select>
  );
}
