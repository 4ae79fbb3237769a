import type { RootFolder } from "@kikoeru/contract";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { IconFolderPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { useSaveConfig } from "../api.ts";
import { monospaceInput, notifyActionError, Section } from "../shared.tsx";
import classes from "./Folders.module.css";
import {
  type FolderDraft,
  type FolderErrors,
  hasErrors,
  startingPath,
  validateNewFolder,
  withFolder,
} from "./folder-rules.ts";

/** Adds a root folder: an alias and a path, checked before saving. */
export function AddFolderCard({ folders, defaultPath }: { folders: RootFolder[]; defaultPath: string }) {
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
              className={classes.alias}
              required
            />
            <TextInput
              label={t("admin.folders.path")}
              placeholder="/data/VoiceWork"
              value={draft.path}
              error={error(errors.path)}
              onChange={(event) => update("path", event.currentTarget.value)}
              styles={monospaceInput}
              className={classes.pathInput}
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
