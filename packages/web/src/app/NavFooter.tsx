import {
  Group,
  NavLink,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from "@mantine/core";
import { IconKey, IconLogout, IconMoon } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../features/auth/api.ts";
import { useLogout } from "../features/auth/logout.ts";
import { playerHeightVar } from "../player/PlayerSlot.tsx";
import { LanguageSelect } from "../shared/ui/LanguageSelect.tsx";

/** The modal (and its scroll lock and focus trap) loads on the first logout click, not with the shell. */
const ConfirmDialog = lazy(async () => ({
  default: (await import("../shared/ui/ConfirmDialog.tsx")).ConfirmDialog,
}));

const PasswordDialog = lazy(async () => ({
  default: (await import("../features/admin/account/PasswordDialog.tsx")).PasswordDialog,
}));

function DarkModeSwitch() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme("light") === "dark";
  return (
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
  );
}

/**
 * The account entries (only when auth is on): change password (not for guests, who may not change anything),
 * and logout after a confirmation.
 */
function AccountLinks() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [askedOnce, setAskedOnce] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  if (!me.data?.auth) return null;
  const name = me.data.user.name;
  return (
    <>
      {me.data.user.group === "guest" ? null : (
        <NavLink
          component="button"
          label={t("nav.changePassword")}
          leftSection={<IconKey size={18} />}
          onClick={() => setChangingPassword(true)}
        />
      )}
      <NavLink
        component="button"
        label={t("nav.logout")}
        description={name}
        leftSection={<IconLogout size={18} />}
        color="red"
        onClick={() => {
          setAskedOnce(true);
          setConfirming(true);
        }}
      />
      {changingPassword ? (
        <Suspense fallback={null}>
          <PasswordDialog name={name} opened onClose={() => setChangingPassword(false)} />
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

/** The foot of the drawer: dark mode, language and the account, clear of the player bar. */
export function NavFooter() {
  return (
    <Stack gap="sm" p="sm" pb={`calc(var(--mantine-spacing-sm) + var(${playerHeightVar}, 0px))`}>
      <DarkModeSwitch />
      <LanguageSelect />
      <AccountLinks />
    </Stack>
  );
}
