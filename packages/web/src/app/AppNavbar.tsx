import {
  Divider,
  Group,
  NavLink,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from "@mantine/core";
import {
  IconArrowsShuffle,
  IconBooks,
  IconInfoCircle,
  IconKey,
  IconLanguage,
  IconListSearch,
  IconLogout,
  IconMicrophone,
  IconMoon,
  IconSettings,
  IconStar,
  IconTags,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useCurrentUser } from "../features/auth/api.ts";
import { useLogout } from "../features/auth/logout.ts";
import { fetchRandomWork } from "../features/works/api.ts";
import { playerHeightVar } from "../player/PlayerSlot.tsx";
import { PlayerNavLinks } from "../player/ui/PlayerNavLinks.tsx";
import { notify } from "../shared/notify.ts";
import { LanguageSelect } from "../shared/ui/LanguageSelect.tsx";

/** The modal (and its scroll lock and focus trap) loads on the first logout click, not with the shell. */
const ConfirmDialog = lazy(async () => ({
  default: (await import("../shared/ui/ConfirmDialog.tsx")).ConfirmDialog,
}));

const PasswordDialog = lazy(async () => ({
  default: (await import("../features/admin/account/PasswordDialog.tsx")).PasswordDialog,
}));

type NavKey =
  | "library"
  | "search"
  | "favourites"
  | "circles"
  | "tags"
  | "vas"
  | "translations"
  | "settings"
  | "about";

const links: { key: NavKey; to: string; icon: ReactNode; match?: string }[] = [
  { key: "library", to: "/works", icon: <IconBooks size={18} /> },
  { key: "search", to: "/search", icon: <IconListSearch size={18} /> },
  { key: "favourites", to: "/favourites", icon: <IconStar size={18} /> },
  { key: "circles", to: "/circles", icon: <IconUsersGroup size={18} /> },
  { key: "tags", to: "/tags", icon: <IconTags size={18} /> },
  { key: "vas", to: "/vas", icon: <IconMicrophone size={18} /> },
  { key: "translations", to: "/ai_lyric", icon: <IconLanguage size={18} /> },
  { key: "settings", to: "/admin", icon: <IconSettings size={18} /> },
  { key: "about", to: "/about", icon: <IconInfoCircle size={18} /> },
];

/** The drawer (230 px): the spec's links, 随心听, dark mode, language and logout (only when auth is on). */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [askedOnce, setAskedOnce] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme("light") === "dark";
  const random = useMutation({
    mutationFn: fetchRandomWork,
    onSuccess: ({ works }) => {
      const work = works[0];
      if (work) void navigate(`/work/${work.id}`);
      else notify.warning(t("nav.randomEmpty"));
      onNavigate();
    },
    onError: (error) => notify.error(error.message),
  });

  return (
    <>
      {/* Native scrolling: Mantine's ScrollArea would bring its positioning library into the initial bundle. */}
      <Stack gap={2} p="xs" style={{ flex: 1, overflowY: "auto", overscrollBehavior: "contain" }}>
        {links.map((link) => (
          <NavLink
            key={link.key}
            component={Link}
            to={link.to}
            label={t(`nav.${link.key}`)}
            leftSection={link.icon}
            active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
            onClick={onNavigate}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        ))}
        <NavLink
          component="button"
          label={t("nav.random")}
          leftSection={<IconArrowsShuffle size={18} />}
          onClick={() => random.mutate()}
          disabled={random.isPending}
          style={{ borderRadius: "var(--mantine-radius-md)" }}
        />
        <PlayerNavLinks onNavigate={onNavigate} />
      </Stack>
      <Divider />
      <Stack gap="sm" p="sm" pb={`calc(var(--mantine-spacing-sm) + var(${playerHeightVar}, 0px))`}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <IconMoon size={18} />
            <Text size="sm">{t("nav.darkMode")}</Text>
          </Group>
          <Switch
            checked={dark}
            onChange={(event) => setColorScheme(event.currentTarget.checked ? "dark" : "light")}
            aria-label={t("nav.darkMode")}
          />
        </Group>
        <LanguageSelect />
        {me.data?.auth ? (
          <>
            <NavLink
              component="button"
              label={t("nav.changePassword")}
              leftSection={<IconKey size={18} />}
              onClick={() => setChangingPassword(true)}
              style={{ borderRadius: "var(--mantine-radius-md)" }}
            />
            <NavLink
              component="button"
              label={t("nav.logout")}
              description={me.data.user.name}
              leftSection={<IconLogout size={18} />}
              color="red"
              onClick={() => {
                setAskedOnce(true);
                setConfirming(true);
              }}
              style={{ borderRadius: "var(--mantine-radius-md)" }}
            />
          </>
        ) : null}
      </Stack>
      {changingPassword && me.data ? (
        <Suspense fallback={null}>
          <PasswordDialog name={me.data.user.name} opened onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
      {askedOnce ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={confirming}
            title={t("nav.logoutTitle")}
            message={t("nav.logoutConfirm")}
            confirmLabel={t("nav.logout")}
            danger
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              logout();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
