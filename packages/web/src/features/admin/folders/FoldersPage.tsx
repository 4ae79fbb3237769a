import type { RootFolder } from "@kikoeru/contract";
import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, TextInput, Tooltip } from "@mantine/core";
import { IconFolder, IconFolderPlus, IconRadar, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notify } from "../../../shared/notify.ts";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog.tsx";
import { useAdminConfig, useSaveConfig } from "../api.ts";
import { monospaceInput, notifyActionError, QueryGate, Section } from "../shared.tsx";
import { CoverFolderCard } from "./CoverFolderCard.tsx";
import {
  type FolderDraft,
  type FolderErrors,
  hasErrors,
  startingPath,
  validateNewFolder,
  withFolder,
  withInactive,
  withoutFolder,
} from "./folder-rules.ts";

/** /admin: the library's root folders and where covers are kept. */
export function FoldersPage() {
  const config = useAdminConfig();
  return (
    <QueryGate pending={config.isPending} error={config.error} onRetry={() => void config.refetch()}>
      {config.data ? (
        <Stack gap="md">
          <FolderList folders={config.data.rootFolders} />
          <AddFolderCard
            key={config.data.voiceWorkDefaultPath}
            folders={config.data.rootFolders}
            defaultPath={config.data.voiceWorkDefaultPath}
          />
          <CoverFolderCard config={config.data} />
        </Stack>
      ) : null}
    </QueryGate>
  );
}

function FolderList({ folders }: { folders: RootFolder[] }) {
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
        <Stack gap={0} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {folders.map((folder, index) => (
            <Group
              key={folder.name}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="sm"
              style={index > 0 ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined}
              aria-label={folder.name}
            >
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFolder
                  size={22}
                  color={`var(--mantine-color-${folder.inactive ? "gray" : "yellow"}-6)`}
                  style={{ flexShrink: 0 }}
                />
                <Stack gap={0} style={{ minWidth: 0 }}>
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
                  <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: "break-all" }}>
                    {folder.path}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Tooltip label={t(folder.inactive ? "admin.folders.activate" : "admin.folders.deactivate")}>
                  <Switch
                    checked={!folder.inactive}
                    disabled={save.isPending}
                    aria-label={t("admin.folders.activeToggle", { name: folder.name })}
                    onChange={(event) =>
                      saveFolders(withInactive(folders, folder.name, !event.currentTarget.checked))
                    }
                  />
                </Tooltip>
                <Tooltip label={t("admin.folders.remove")}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("admin.folders.removeNamed", { name: folder.name })}
                    onClick={() => setRemoving(folder)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
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

function AddFolderCard({ folders, defaultPath }: { folders: RootFolder[]; defaultPath: string }) {
  const { t } = useTranslation();
  const save = useSaveConfig();
  const [draft, setDraft] = useState<FolderDraft>({ name: "", path: startingPath(defaultPath) });
  const [errors, setErrors] = useState<FolderErrors>({});

  const update = (field: keyof FolderDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewFolder(folders, draft);
    setErrors(found);
    if (hasErrors(found)) return;
    save.mutate(
      { rootFolders: withFolder(folders, draft) },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setDraft({ name: "", path: startingPath(defaultPath) });
        },
        onError: notifyActionError,
      },
    );
  };

  const error = (key: FolderErrors["name"]) => (key ? t(`admin.folders.errors.${key}`) : undefined);
  return (
    <Section title={t("admin.folders.addTitle")} description={t("admin.folders.addHint")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap" gap="sm" preventGrowOverflow={false}>
            <TextInput
              label={t("admin.folders.alias")}
              placeholder={t("admin.folders.aliasPlaceholder")}
              value={draft.name}
              error={error(errors.name)}
              onChange={(event) => update("name", event.currentTarget.value)}
              style={{ minWidth: 200 }}
              required
            />
            <TextInput
              label={t("admin.folders.path")}
              placeholder="/data/VoiceWork"
              value={draft.path}
              error={error(errors.path)}
              onChange={(event) => update("path", event.currentTarget.value)}
              styles={monospaceInput}
              style={{ minWidth: 260, flexGrow: 2 }}
              required
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconFolderPlus size={16} />}>
              {t("admin.folders.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
