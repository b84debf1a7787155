import { useId } from "react";
import { type AdminUser, roleLabels } from "../../../contracts/admin-users.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";

// UTC, so the server's and the browser's rendering agree on the day.
const joinedFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

type UsersTableProps = {
  users: readonly AdminUser[];
  /** The signed-in admin: their own row offers no actions (the API refuses them anyway). */
  currentUserId: string | undefined;
  onChangeRole: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
};

export function UsersTable({ users, currentUserId, onChangeRole, onToggleActive }: UsersTableProps) {
  const captionId = useId();
  return (
    // A wide table scrolls sideways on a phone; the region takes focus so the keyboard can scroll it too.
    // `relative` keeps the sr-only cells' absolute boxes inside the scroller, not widening the page.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          Users
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Username
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Joined
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id} className={cn(!user.active && "bg-slate-50 text-slate-600")}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {user.name}
                  {isSelf ? <span className="ml-2 text-xs font-normal text-slate-600">(you)</span> : null}
                </th>
                <td className="px-4 py-3">{user.username}</td>
                <td className="max-w-[16rem] truncate px-4 py-3" title={user.email}>
                  {user.email}
                </td>
                <td className="px-4 py-3">{roleLabels[user.role]}</td>
                <td className="px-4 py-3">
                  <span
                    className={cn(
                      "inline-flex rounded-full px-2 py-0.5 text-xs font-medium",
                      user.active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800",
                    )}
                  >
                    {user.active ? "Active" : "Inactive"}
                  </span>
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  <time dateTime={user.createdAt}>{joinedFormat.format(new Date(user.createdAt))}</time>
                </td>
                <td className="px-4 py-3">
                  {isSelf ? (
                    <span className="text-xs text-slate-600">Your account</span>
                  ) : (
                    <div className="flex justify-end gap-2">
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
        </tbody>
      </table>
    </section>
  );
}
