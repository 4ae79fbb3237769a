import { Anchor, AppShell, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { Preferences } from "../shared/ui/Preferences.tsx";

/** Shell of the main area: header with the brand and preferences, page below. */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 56 }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/works" fw={700} size="lg" underline="never">
            {t("app.name")}
          </Anchor>
          <Preferences />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
