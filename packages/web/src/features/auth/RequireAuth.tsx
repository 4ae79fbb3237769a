import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { isApiError } from "../../shared/api.ts";
import { useCurrentUser } from "./api.ts";
import { loginPath } from "./redirect.ts";

/** Layout route: renders its children only for an authenticated user, else sends them to /login. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useCurrentUser();

  if (me.isPending) {
    // The boot shell of index.html stays over this while the session is checked (see RouteFallback).
    return (
      <Center h="100dvh" data-booting>
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (isApiError(me.error, 401)) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (me.error) {
    return (
      <Center h="100dvh" p="md">
        <Stack align="center" gap="sm">
          <Text fw={600}>{t("common.loadFailed")}</Text>
          <Text c="dimmed" ta="center">
            {me.error.message}
          </Text>
          <Button variant="light" onClick={() => void me.refetch()}>
            {t("common.retry")}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <Outlet />;
}
