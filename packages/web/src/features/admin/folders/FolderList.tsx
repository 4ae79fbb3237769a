import type { RootFolder } from "@kikoeru/contract";
import { Button, Stack, Text } from "@mantine/core";
import { IconRadar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notify } from "../../../shared/notify.ts";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog.tsx";
import { useSaveConfig } from "../api.ts";
import { notifyActionError, Section } from "../shared.tsx";
import { FolderRow } from "./FolderRow.tsx";
import classes from "./Folders.module.css";
import { withInactive, withoutFolder } from "./folder-rules.ts";

/** The root folders; switching one off keeps it configured but leaves it out of scans. */
export function FolderList({ folders }: { folders: RootFolder[] }) {
  const { t } = useTranslation();
  const save = useSaveConfig();
  const [removing, setRemoving] = useState<RootFolder | null>(null);

  const saveFolders = (rootFolders: RootFolder[], onDone?: () => void) =>
    save.mutate(
      { rootFolders },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone?.();
        },
        onError: notifyActionError,
      },
    );

  return (
    <Section
      title={t("admin.folders.listTitle")}
      description={t("admin.folders.listHint")}
      actions={
        folders.length > 0 ? (
          <Button component={Link} to="/admin/scanner" variant="light" leftSection={<IconRadar size={16} />}>
            {t("admin.folders.goScan")}
          </Button>
        ) : null
      }
    >
      {folders.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("admin.folders.empty")}
        </Text>
      ) : (
        <Stack gap={0} component="ul" className={classes.list}>
          {folders.map((folder) => (
            <FolderRow
              key={folder.name}
              folder={folder}
              busy={save.isPending}
              onActive={(active) => saveFolders(withInactive(folders, folder.name, !active))}
              onRemove={() => setRemoving(folder)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t("admin.folders.removeTitle")}
        message={t("admin.folders.removeConfirm", { name: removing?.name, path: removing?.path })}
        confirmLabel={t("admin.folders.remove")}
        danger
        loading={save.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing && saveFolders(withoutFolder(folders, removing.name), () => setRemoving(null))
        }
      />
    </Section>
  );
}
