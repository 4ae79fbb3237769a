import type { RootFolder } from "@kikoeru/contract";
import { ActionIcon, Badge, Group, Stack, Switch, Text, Tooltip } from "@mantine/core";
import { IconFolder, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./Folders.module.css";

interface FolderRowProps {
  folder: RootFolder;
  busy: boolean;
  onActive: (active: boolean) => void;
  onRemove: () => void;
}

/** One root folder: name, path, whether it is scanned, and its removal. */
export function FolderRow({ folder, busy, onActive, onRemove }: FolderRowProps) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      className={classes.row}
      aria-label={folder.name}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <IconFolder
          size={22}
          color={`var(--mantine-color-${folder.inactive ? "gray" : "yellow"}-6)`}
          className={classes.noShrink}
        />
        <Stack gap={0} miw={0}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} truncate>
              {folder.name}
            </Text>
            {folder.inactive ? (
              <Badge size="xs" color="gray" variant="light">
                {t("admin.folders.inactive")}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" ff="monospace" className={classes.path}>
            {folder.path}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={t(folder.inactive ? "admin.folders.activate" : "admin.folders.deactivate")}>
          <Switch
            checked={!folder.inactive}
            disabled={busy}
            aria-label={t("admin.folders.activeToggle", { name: folder.name })}
            onChange={(event) => onActive(event.currentTarget.checked)}
          />
        </Tooltip>
        <Tooltip label={t("admin.folders.remove")}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("admin.folders.removeNamed", { name: folder.name })}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
