import {
  Box,
  Button,
  Center,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";
import { Preferences } from "../../shared/ui/Preferences.tsx";
import { type Credentials, login } from "./api.ts";
import { redirectTarget } from "./redirect.ts";
import { useAuth } from "./store.ts";

const minLength = 5;

type FieldErrors = Partial<Record<keyof Credentials, string>>;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const setToken = useAuth((state) => state.setToken);
  const [credentials, setCredentials] = useState<Credentials>({ name: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      setToken(token);
      notify.success(t("auth.loginSuccess"));
      void navigate(redirectTarget(search), { replace: true });
    },
    onError: (error) => {
      if (isApiError(error, 401)) notify.warning(error.message);
      else notify.error(error.message);
    },
  });

  const update = (field: keyof Credentials, value: string) => {
    setCredentials((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (credentials.name.length < minLength) next.name = t("auth.usernameTooShort");
    if (credentials.password.length < minLength) next.password = t("auth.passwordTooShort");
    setErrors(next);
    if (!next.name && !next.password) mutation.mutate(credentials);
  };

  return (
    <Box mih="100dvh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Group justify="flex-end" p="md">
        <Preferences />
      </Group>
      <Center px="md" pb="xl" mih="calc(100dvh - 72px)">
        <Paper
          component="form"
          onSubmit={submit}
          noValidate
          withBorder
          shadow="md"
          radius="lg"
          p="xl"
          w="100%"
          maw={400}
        >
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <Image src="/favicon.svg" alt="" w={48} h={48} mb="xs" />
              <Title order={1} size="h2">
                {t("app.name")}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                {t("auth.subtitle")}
              </Text>
            </Stack>
            <TextInput
              label={t("auth.username")}
              autoComplete="username"
              value={credentials.name}
              onChange={(event) => update("name", event.currentTarget.value)}
              error={errors.name}
              autoFocus
            />
            <PasswordInput
              label={t("auth.password")}
              autoComplete="current-password"
              value={credentials.password}
              onChange={(event) => update("password", event.currentTarget.value)}
              error={errors.password}
            />
            <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
              {t("auth.submit")}
            </Button>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
