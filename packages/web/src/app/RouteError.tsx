import { Button, Center, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { isApiError } from "../shared/api.ts";

/**
 * Any route's failure: most often a page's code that could not be fetched (the server went away before the
 * worker cached the app), whose error is the browser's English "Failed to fetch dynamically imported module".
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isApiError(error) ? error.message : t("network.offline");
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" role="alert" maw={420}>
        <Text fw={600}>{t("network.pageFailed")}</Text>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        <Button variant="light" onClick={() => window.location.reload()}>
          {t("network.reload")}
        </Button>
      </Stack>
    </Center>
  );
}
