import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/index.ts";
import { PasswordForm } from "../account/PasswordForm.tsx";
import { useUsers } from "../api.ts";
import { QueryGate, Section } from "../shared.tsx";
import { AddUserCard } from "./AddUserCard.tsx";
import { UsersTable } from "./UsersTable.tsx";

/** /admin/usermanage (spec 1 §2): the admin's password, adding users, and the user list. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const users = useUsers(me.data !== undefined);
  return (
    <Stack gap="md">
      <Section title={t("admin.users.passwordTitle")} description={t("admin.users.passwordHint")}>
        <PasswordForm
          name={me.data?.user.name ?? "admin"}
          auth={me.data?.auth ?? true}
          submitLabel={t("admin.users.change")}
        />
      </Section>
      <QueryGate pending={users.isPending} error={users.error} onRetry={() => void users.refetch()}>
        <AddUserCard users={users.data ?? []} />
        <UsersTable users={users.data ?? []} />
      </QueryGate>
    </Stack>
  );
}
