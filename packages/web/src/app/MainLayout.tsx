import { AppShell, Overlay } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";
import { useCanWrite } from "../features/auth/index.ts";
import { lyricSpaceVar } from "../player/layout.ts";
import { PlayerSlot, playerHeightVar } from "../player/PlayerSlot.tsx";
import { usePreferences } from "../shared/preferences.ts";
import { AppHeader } from "./AppHeader.tsx";
import { AppNavbar } from "./AppNavbar.tsx";
import { NavigationProgress } from "./NavigationProgress.tsx";

const SystemNotices = lazy(async () => ({
  default: (await import("../features/admin/notices/SystemNotices.tsx")).SystemNotices,
}));

/** Drawer width of spec 1 §9. */
const navbarWidth = 230;
/** Below Mantine's `sm` breakpoint the drawer overlays the page. */
const phoneQuery = "(max-width: 47.99em)";

/** The main area's shell: header, drawer (overlay on phones, docked on desktops), page, player slot. */
export function MainLayout() {
  const { t } = useTranslation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const phone = useMediaQuery(phoneQuery, window.matchMedia(phoneQuery).matches, {
    getInitialValueInEffect: false,
  });
  const desktopOpened = usePreferences((state) => state.navbarOpen);
  const setPreferences = usePreferences((state) => state.set);
  const navOpened = phone ? mobileOpened : desktopOpened;
  const canWrite = useCanWrite();
  const toggle = () => (phone ? mobile.toggle() : setPreferences({ navbarOpen: !desktopOpened }));
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: navbarWidth,
        breakpoint: "sm",
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding={0}
    >
      <NavigationProgress />
      <AppShell.Header>
        <AppHeader navOpened={navOpened} overlay={phone} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t("nav.label")} inert={!navOpened} w={navbarWidth}>
        <AppNavbar onNavigate={mobile.close} />
      </AppShell.Navbar>
      {phone && mobileOpened ? (
        <Overlay fixed zIndex={100} backgroundOpacity={0.35} onClick={mobile.close} />
      ) : null}
      <AppShell.Main pb={`calc(var(${playerHeightVar}, 0px) + var(${lyricSpaceVar}, 0px))`}>
        <Outlet />
      </AppShell.Main>
      <PlayerSlot savesHistory={canWrite} />
      <Suspense fallback={null}>
        <SystemNotices />
      </Suspense>
      <ScrollRestoration />
    </AppShell>
  );
}
