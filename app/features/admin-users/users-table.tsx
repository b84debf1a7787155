import { ActiveBadge } from "#app/components/ui/active-badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { type AdminUser, roleLabels } from "#contracts/admin-users.ts";

// UTC, so the server's and the browser's rendering agree on the day.
const joinedFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

const columns: readonly TableColumn[] = [
  { label: "Name" },
  { label: "Username" },
  { label: "Email" },
  { label: "Role" },
  { label: "Status" },
  { label: "Joined" },
  { label: "Actions", srOnly: true },
];

type UsersTableProps = {
  users: readonly AdminUser[];
  /** The signed-in admin: their own row offers no actions (the API refuses them anyway). */
  currentUserId: string | undefined;
  onChangeRole: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
  /** Students only: their certificates (issue by hand, revoke). */
  onCertificates: (user: AdminUser) => void;
};

export function UsersTable({
  users,
  currentUserId,
  onChangeRole,
  onToggleActive,
  onCertificates,
}: UsersTableProps) {
  return (
    <Table caption="Users" minWidth="min-w-[52rem]" columns={columns}>
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <tr key={user.id} className={tableRow({ inactive: !user.active })}>
            <th scope="row" className={tableCell("font-medium text-slate-900")}>
              {user.name}
              {isSelf ? <span className="ml-2 text-xs font-normal text-slate-600">(you)</span> : null}
            </th>
            <td className={tableCell()}>{user.username}</td>
            <td className={tableCell("max-w-[16rem] truncate")} title={user.email}>
              {user.email}
            </td>
            <td className={tableCell()}>{roleLabels[user.role]}</td>
            <td className={tableCell()}>
              <ActiveBadge active={user.active} />
            </td>
            <td className={tableCell("whitespace-nowrap")}>
              <time dateTime={user.createdAt}>{joinedFormat.format(new Date(user.createdAt))}</time>
            </td>
            <td className={tableCell()}>
              {isSelf ? (
                <span className="text-xs text-slate-600">Your account</span>
              ) : (
                <div className="flex justify-end gap-2">
                  {user.role === "student" ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Certificates of ${user.name}`}
                      onClick={() => onCertificates(user)}
                    >
                      Certificates
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Change role of ${user.name}`}
                    onClick={() => onChangeRole(user)}
                  >
                    Change role
                  </Button>
                  <Button
                    size="sm"
                    variant={user.active ? "destructive" : "outline"}
                    aria-label={`${user.active ? "Deactivate" : "Reactivate"} ${user.name}`}
                    onClick={() => onToggleActive(user)}
                  >
                    {user.active ? "Deactivate" : "Reactivate"}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
