import { NavLink } from "@mantine/core";
import { IconClockHour4, IconMaximize } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { openPanel, usePlayer } from "../store.ts";

/** Drawer entries of the player: the sleep timer, and big-picture mode once something has played. */
export function PlayerNavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const playedOnce = usePlayer((state) => state.playedOnce);
  const sleepEnd = usePlayer((state) => state.sleepEnd);
  return (
    <>
      {playedOnce ? (
        <NavLink
          component={Link}
          to="/fullScreenPlayer"
          label={t("nav.fullScreenPlayer")}
          leftSection={<IconMaximize size={18} />}
          active={pathname.startsWith("/fullScreenPlayer")}
          onClick={onNavigate}
        />
      ) : null}
      <NavLink
        component="button"
        label={t("nav.sleepTimer")}
        leftSection={<IconClockHour4 size={18} />}
        active={sleepEnd !== null}
        variant={sleepEnd !== null ? "light" : "subtle"}
        onClick={() => {
          openPanel("sleep");
          onNavigate();
        }}
      />
    </>
  );
}
