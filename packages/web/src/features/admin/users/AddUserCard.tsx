import { CREATABLE_GROUPS, type User } from "@kikoeru/contract";
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { adminKeys, createUser, type NewUser } from "../api.ts";
import { notifyActionError, Section } from "../shared.tsx";
import { validateNewUser } from "./user-rules.ts";

const empty: NewUser = { name: "", password: "", group: "user" };

/** 添加新用户: group, name, password; the list reloads after an add. */
export function AddUserCard({ users }: { users: User[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState<NewUser>(empty);
  const [errors, setErrors] = useState<ReturnType<typeof validateNewUser>>({});

  const mutation = useMutation({
    mutationFn: createUser,
    onSuccess: ({ message }) => {
      notify.success(message);
      setForm(empty);
      void client.invalidateQueries({ queryKey: adminKeys.users });
    },
    onError: notifyActionError,
  });

  const update = (patch: Partial<NewUser>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewUser(users, form);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(form);
  };

  const error = (key: string | undefined) =>
    key ? t(`admin.users.errors.${key as "nameTooShort"}`) : undefined;
  return (
    <Section title={t("admin.users.addTitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t("admin.users.group")}
              data={CREATABLE_GROUPS.map((group) => ({
                value: group,
                label: t(`admin.users.groups.${group}`),
              }))}
              value={form.group}
              allowDeselect={false}
              onChange={(value) => value && update({ group: value as NewUser["group"] })}
            />
            <TextInput
              label={t("admin.users.name")}
              autoComplete="off"
              value={form.name}
              error={error(errors.name)}
              onChange={(event) => update({ name: event.currentTarget.value })}
            />
            <PasswordInput
              label={t("admin.users.password")}
              autoComplete="new-password"
              value={form.password}
              error={error(errors.password)}
              onChange={(event) => update({ password: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} leftSection={<IconUserPlus size={16} />}>
              {t("admin.users.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
