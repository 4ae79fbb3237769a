import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/notify.ts";
import { useSession } from "../../../shared/session.ts";
import { changePassword } from "../api.ts";
import { type PasswordForm as Fields, validatePasswordChange } from "../users/user-rules.ts";

/**
 * Current password, new password and confirmation for the signed-in account `name`; a refusal (wrong current
 * password, too many guesses) shows the server's message. On success the token is cleared (the server revoked
 * it) and, with auth on, the app goes to /login (spec 1 §4).
 */
const EMPTY: Fields = { oldPassword: "", newPassword: "", confirm: "" };

export function PasswordForm({
  name,
  auth,
  submitLabel,
}: {
  name: string;
  auth: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const setToken = useSession((state) => state.setToken);
  const [form, setForm] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validatePasswordChange>>({});

  const mutation = useMutation({
    mutationFn: () => changePassword(name, form.oldPassword, form.newPassword),
    onSuccess: ({ message }) => {
      notify.success(message);
      setForm(EMPTY);
      setToken("");
      client.clear();
      if (auth) void navigate("/login", { replace: true });
    },
    onError: (error) => notify.error(error.message),
  });

  const update = (field: keyof Fields, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(form);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  const error = (key: string | undefined) =>
    key ? t(`admin.users.errors.${key as "passwordTooShort"}`) : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t("admin.users.currentPassword")}
          autoComplete="current-password"
          value={form.oldPassword}
          error={error(errors.oldPassword)}
          onChange={(event) => update("oldPassword", event.currentTarget.value)}
        />
        <PasswordInput
          label={t("admin.users.newPassword")}
          autoComplete="new-password"
          value={form.newPassword}
          error={error(errors.newPassword)}
          onChange={(event) => update("newPassword", event.currentTarget.value)}
        />
        <PasswordInput
          label={t("admin.users.confirmPassword")}
          autoComplete="new-password"
          value={form.confirm}
          error={error(errors.confirm)}
          onChange={(event) => update("confirm", event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
