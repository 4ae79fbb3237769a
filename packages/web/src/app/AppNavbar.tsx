import { Divider, NavLink, Stack } from "@mantine/core";
import {
  IconArrowsShuffle,
  IconBooks,
  IconInfoCircle,
  IconLanguage,
  IconListSearch,
  IconMicrophone,
  IconSettings,
  IconStar,
  IconTags,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useCanWrite, useIsAdmin } from "../features/auth/index.ts";
import { fetchRandomWork } from "../features/works/api.ts";
import { PlayerNavLinks } from "../player/ui/PlayerNavLinks.tsx";
import { notify } from "../shared/notify.ts";
import classes from "./AppNavbar.module.css";
import { NavFooter } from "./NavFooter.tsx";

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

/**
 * `admin`: the link leads to pages only administrators may use, so nobody else sees it. `writes`: the page
 * lists the user's own history, ratings and progress, which guests (read-only) never have.
 */
const links: { key: NavKey; to: string; icon: ReactNode; admin?: boolean; writes?: boolean }[] = [
  { key: "library", to: "/works", icon: <IconBooks size={18} /> },
  { key: "search", to: "/search", icon: <IconListSearch size={18} /> },
  { key: "favourites", to: "/favourites", icon: <IconStar size={18} />, writes: true },
  { key: "circles", to: "/circles", icon: <IconUsersGroup size={18} /> },
  { key: "tags", to: "/tags", icon: <IconTags size={18} /> },
  { key: "vas", to: "/vas", icon: <IconMicrophone size={18} /> },
  { key: "translations", to: "/ai_lyric", icon: <IconLanguage size={18} /> },
  { key: "settings", to: "/admin", icon: <IconSettings size={18} />, admin: true },
  { key: "about", to: "/about", icon: <IconInfoCircle size={18} /> },
];

/** 随心听: opens one random work, or says the library is empty. */
function useRandomWork(onNavigate: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: fetchRandomWork,
    onSuccess: ({ works }) => {
      const work = works[0];
      if (work) void navigate(`/work/${work.id}`);
      else notify.warning(t("nav.randomEmpty"));
      onNavigate();
    },
    onError: (error) => notify.error(error.message),
  });
}

/** The drawer (230 px): the spec's links, 随心听, dark mode, language and logout (only when auth is on). */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const random = useRandomWork(onNavigate);
  const admin = useIsAdmin();
  const canWrite = useCanWrite();
  return (
    <>
      <Stack gap={2} p="xs" className={classes.menu}>
        {links
          .filter((link) => (admin || !link.admin) && (canWrite || !link.writes))
          .map((link) => (
            <NavLink
              key={link.key}
              component={Link}
              to={link.to}
              label={t(`nav.${link.key}`)}
              leftSection={link.icon}
              active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
              onClick={onNavigate}
            />
          ))}
        <NavLink
          component="button"
          label={t("nav.random")}
          leftSection={<IconArrowsShuffle size={18} />}
          onClick={() => random.mutate()}
          disabled={random.isPending}
        />
        <PlayerNavLinks onNavigate={onNavigate} />
      </Stack>
      <Divider />
      <NavFooter />
    </>
  );
}
