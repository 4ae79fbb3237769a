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
import { useTranslation } from "react-i18next";
import { Preferences } from "../../shared/ui/Preferences.tsx";
import { useLoginForm } from "./use-login-form.ts";

/** /login: the sign-in form; on success the user goes back where they were sent from. */
export function LoginPage() {
  const { t } = useTranslation();
  const { credentials, errors, update, submit, pending } = useLoginForm();

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
            <Button type="submit" fullWidth size="md" loading={pending}>
              {t("auth.submit")}
            </Button>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
