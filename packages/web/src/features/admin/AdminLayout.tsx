import { Alert, Box, Center, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconAlertTriangle,
  IconCloudDownload,
  IconFileImport,
  IconFolders,
  IconLock,
  IconRadar,
  IconSettings,
  IconUsers,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { isAdmin, useCurrentUser } from "../auth/index.ts";
import classes from "./AdminLayout.module.css";
import "./failed-works/texts.ts";
import "./import/texts.ts";

const sections: { label: (t: TFunction) => string; to: string; icon: ReactNode }[] = [
  { label: (t) => t("admin.sections.folders"), to: "/admin", icon: <IconFolders size={16} /> },
  { label: (t) => t("admin.sections.scanner"), to: "/admin/scanner", icon: <IconRadar size={16} /> },
  { label: (t) => t("failedWorks.tab"), to: "/admin/failed-works", icon: <IconAlertTriangle size={16} /> },
  { label: (t) => t("admin.sections.syncer"), to: "/admin/syncer", icon: <IconCloudDownload size={16} /> },
  { label: (t) => t("import.tab"), to: "/admin/import", icon: <IconFileImport size={16} /> },
  { label: (t) => t("admin.sections.advanced"), to: "/admin/advanced", icon: <IconSettings size={16} /> },
  { label: (t) => t("admin.sections.users"), to: "/admin/usermanage", icon: <IconUsers size={16} /> },
];

/**
 * /admin and its pages, inside the main layout so the player keeps playing. Only administrators see the
 * pages; others get an explanation (the server refuses them anyway).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  // Four labels fit a 360 px phone only without their icons.
  const roomy = useMediaQuery("(min-width: 36em)", true);
  const current = sections.find((section) => section.to === pathname.replace(/\/+$/, ""))?.to ?? null;
  const admin = isAdmin(me.data);
  const tabList = useRef<HTMLDivElement>(null);
  // More tabs than a phone is wide scroll sideways in one row: bring the open page's tab into view.
  useEffect(() => {
    const list = tabList.current;
    const tab = list?.querySelector<HTMLElement>("[data-active]");
    if (!admin || !list || !tab || !current) return;
    const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - tab.offsetWidth) / 2;
  }, [admin, current]);

  if (me.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (!admin) {
    return (
      <Center py={64} px="md">
        <Alert
          variant="light"
          color="yellow"
          icon={<IconLock size={20} />}
          title={t("admin.deniedTitle")}
          maw={480}
          role="alert"
        >
          {t("admin.denied")}
        </Alert>
      </Center>
    );
  }

  return (
    <Box px={{ base: "sm", sm: "lg" }} py="md" maw={1100} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("admin.title")}
        </Title>
        <Tabs value={current} onChange={(to) => to && void navigate(to)} variant="pills" radius="xl">
          <Tabs.List ref={tabList} grow={!roomy} className={classes.list}>
            {sections.map((section) => (
              <Tabs.Tab
                key={section.to}
                value={section.to}
                leftSection={roomy ? section.icon : undefined}
                px={roomy ? undefined : 6}
              >
                <Text span size="sm" className={classes.tab}>
                  {section.label(t)}
                </Text>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* The page is the active tab's panel, so the tabs' aria-controls point at it. */}
          {current ? (
            <Tabs.Panel value={current} pt="md">
              <Outlet />
            </Tabs.Panel>
          ) : null}
        </Tabs>
        {current ? null : <Outlet />}
      </Stack>
    </Box>
  );
}
