import { ActionIcon, Burger, Group, Text } from "@mantine/core";
import { IconChevronLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { ColorSchemeToggle } from "../shared/ui/ColorSchemeToggle.tsx";
import classes from "./AppHeader.module.css";
import { HeaderSearch } from "./HeaderSearch.tsx";

/** Pages without a back button (spec 1 §2). */
const rootPaths = new Set(["/", "/works", "/favourites"]);

interface AppHeaderProps {
  navOpened: boolean;
  /** The drawer overlays the page (phones): the burger turns into a close button while it is open. */
  overlay: boolean;
  onToggleNav: () => void;
}

/** Menu, back, brand, search box (not on /search) and the colour-scheme switch. */
export function AppHeader({ navOpened, overlay, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate("/works");
  };
  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} gap="xs" wrap="nowrap">
      <Burger
        opened={overlay && navOpened}
        onClick={onToggleNav}
        size="sm"
        aria-label={t("header.menu")}
        aria-expanded={navOpened}
      />
      {rootPaths.has(pathname) ? null : (
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={back} aria-label={t("header.back")}>
          <IconChevronLeft size={22} />
        </ActionIcon>
      )}
      <Text component={Link} to="/works" fw={800} size="lg" visibleFrom="sm" className={classes.name} mr="sm">
        {t("app.name")}
      </Text>
      {pathname.startsWith("/search") ? <div className={classes.spacer} /> : <HeaderSearch />}
      <Group gap="xs" ml="auto" wrap="nowrap" visibleFrom="sm">
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
