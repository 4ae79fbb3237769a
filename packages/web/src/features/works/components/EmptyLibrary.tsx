import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFolderPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../auth/index.ts";

/**
 * First run: the library holds no work yet. Administrators get the two steps (add a folder, scan) with links
 * to the admin pages; everyone else learns that an administrator has to do them.
 */
export function EmptyLibrary() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const admin = me.data !== undefined && (!me.data.auth || me.data.user.group === "administrator");
  return (
    <Center py={56} px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconFolderPlus size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={3}>{t("works.firstRun.title")}</Title>
        <Text c="dimmed">{admin ? t("works.firstRun.admin") : t("works.firstRun.user")}</Text>
        {admin ? (
          <Group justify="center" mt="xs">
            <Button component={Link} to="/admin">
              {t("works.firstRun.addFolder")}
            </Button>
            <Button component={Link} to="/admin/scanner" variant="light">
              {t("works.firstRun.scan")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Center>
  );
}
