import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import {
  type AdminUser,
  type AdminUserUpdate,
  adminUsersMessages,
  adminUsersSearchMax,
  roleLabels,
} from "#contracts/admin-users.ts";
import { adminUsersApi } from "#contracts/api/admin-users.ts";
import { roles } from "#contracts/auth.ts";
import {
  type AdminUsersFilters,
  adminUsersQuery,
  adminUsersQueryKey,
  filtersToParams,
  readFilters,
} from "./admin-users-filters.ts";
import { CertificatesDialog } from "./certificates-dialog.tsx";
import { RoleDialog } from "./role-dialog.tsx";
import { StatusDialog } from "./status-dialog.tsx";
import { UsersTable } from "./users-table.tsx";

type Pending = { kind: "role" | "status" | "certificates"; user: AdminUser } | null;

/** /dashboard/admin/users: search, filter and page the users; change a role or block an account. */
export function AdminUsersScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const { user: me } = useAuth();
  const queryClient = useQueryClient();

  const setFilters = (next: AdminUsersFilters) => {
    // Typing and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams(filtersToParams(next), { replace: next.page === filters.page, preventScrollReset: true });
  };

  // The box holds what is typed; the URL (and so the query) follows once typing pauses.
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const list = useQuery({
    queryKey: [...adminUsersQueryKey, filters],
    queryFn: ({ signal }) => apiRequest(adminUsersApi.users, { query: adminUsersQuery(filters), signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

  const [pending, setPending] = useState<Pending>(null);
  const update = useMutation({
    mutationFn: ({ user, change }: { user: AdminUser; change: AdminUserUpdate }) =>
      apiRequest(adminUsersApi.updateUser, {
        params: { id: user.id },
        body: change,
      }),
    onSuccess: (updated, { user, change }) => {
      toast({
        title:
          change.role !== undefined
            ? adminUsersMessages.roleChanged
            : updated.active
              ? adminUsersMessages.reactivated
              : adminUsersMessages.deactivated,
        description:
          change.role !== undefined
            ? `${user.name} is now ${roleLabels[updated.role].toLowerCase()}; their sessions have ended.`
            : updated.active
              ? `${user.name} can sign in again.`
              : `${user.name} has been signed out and can no longer sign in.`,
      });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: adminUsersMessages.updateFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    },
    onSettled: async () => {
      setPending(null);
      // No optimistic edits: the list shows what the server now holds.
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });

  const filtered = filters.q !== "" || filters.role !== "";

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-3">
        <UsersIcon aria-hidden="true" className="size-6 text-indigo-700" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Users</h1>
      </div>

      <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <ListSearch
          placeholder="Name, username or email"
          maxLength={adminUsersSearchMax}
          value={text}
          onChange={(next) => setText(next)}
        />
        <FilterSelect
          label="Filter by role"
          allLabel="All roles"
          value={filters.role}
          options={labelledOptions(roles, roleLabels)}
          onChange={(role) => setFilters({ ...filters, role, page: 1 })}
        />
      </search>

      <AdminListState
        query={list}
        noun={["user", "users"]}
        loadFailed={adminUsersMessages.loadFailed}
        empty={{
          filtered,
          filteredMessage: adminUsersMessages.noUsers,
          noneMessage: "No users yet.",
          clearLabel: "Clear search and filter",
          onClear: () => {
            setText("");
            setFilters({ q: "", role: "", page: 1 });
          },
        }}
        paging={{
          label: "Pages of users",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => (
          <UsersTable
            users={result.items}
            currentUserId={me?.id}
            onChangeRole={(user) => setPending({ kind: "role", user })}
            onToggleActive={(user) => setPending({ kind: "status", user })}
            onCertificates={(user) => setPending({ kind: "certificates", user })}
          />
        )}
      </AdminListState>

      {pending?.kind === "role" ? (
        <RoleDialog
          user={pending.user}
          pending={update.isPending}
          onClose={() => setPending(null)}
          onConfirm={(role) => update.mutate({ user: pending.user, change: { role } })}
        />
      ) : null}
      {pending?.kind === "certificates" ? (
        <CertificatesDialog user={pending.user} onClose={() => setPending(null)} />
      ) : null}
      {pending?.kind === "status" ? (
        <StatusDialog
          user={pending.user}
          pending={update.isPending}
          onClose={() => setPending(null)}
          onConfirm={() => update.mutate({ user: pending.user, change: { active: !pending.user.active } })}
        />
      ) : null}
    </div>
  );
}
