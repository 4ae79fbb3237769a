import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";

/** Paths and URLs read better in a monospace font; the label keeps the normal one. */
export const monospaceInput = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

/** A titled card, the building block of every admin page. */
export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} flex="1 1 240px">
            <Title order={2} size="h4">
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** Loading and load-failure states of a page that needs one query before it can show anything. */
export function QueryGate({
  pending,
  error,
  onRetry,
  children,
}: {
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" title={t("common.loadFailed")} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (pending) {
    return (
      <Center py={64}>
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  return children;
}

/**
 * Spec 1 §8 for admin actions: a 403 is a warning with the server's text, anything else an error with the
 * server's text, else the status line, else the message (ApiError already chose). 401 is left to the
 * session check, which sends the user to /login.
 */
export function notifyActionError(error: Error): void {
  if (isApiError(error, 401)) return;
  if (isApiError(error, 403)) notify.warning(error.message);
  else notify.error(error.message);
}
