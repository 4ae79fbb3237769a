import type { AdminConfig } from "@kikoeru/contract";
import { Button, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { useSaveConfig } from "../api.ts";
import { monospaceInput, notifyActionError, Section } from "../shared.tsx";

type PathOptions = Pick<AdminConfig, "voiceWorkDefaultPath" | "coverUseDefaultPath" | "coverFolderDir">;

/** The cover folder and the path new root folders start from. */
export function CoverFolderCard({ config }: { config: AdminConfig }) {
  const { t } = useTranslation();
  const save = useSaveConfig();
  const [form, setForm] = useState<PathOptions>({
    voiceWorkDefaultPath: config.voiceWorkDefaultPath,
    coverUseDefaultPath: config.coverUseDefaultPath,
    coverFolderDir: config.coverFolderDir,
  });
  const [coverError, setCoverError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.coverUseDefaultPath && form.coverFolderDir.trim() === "") {
      setCoverError(t("admin.folders.coverRequired"));
      return;
    }
    save.mutate(
      { ...form, coverFolderDir: form.coverFolderDir.trim() },
      { onSuccess: ({ message }) => notify.success(message), onError: notifyActionError },
    );
  };

  return (
    <Section title={t("admin.folders.pathsTitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap="xs">
            <Switch
              label={t("admin.fields.coverUseDefaultPath")}
              checked={form.coverUseDefaultPath}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setForm((current) => ({ ...current, coverUseDefaultPath: checked }));
                setCoverError(undefined);
              }}
            />
            {form.coverUseDefaultPath ? (
              <Text size="sm" c="dimmed">
                {t("admin.folders.coverDefault")}
              </Text>
            ) : (
              <TextInput
                label={t("admin.fields.coverFolderDir")}
                placeholder="/data/covers"
                styles={monospaceInput}
                value={form.coverFolderDir}
                error={coverError}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setForm((current) => ({ ...current, coverFolderDir: value }));
                  setCoverError(undefined);
                }}
              />
            )}
          </Stack>
          <TextInput
            label={t("admin.fields.voiceWorkDefaultPath")}
            description={t("admin.folders.defaultPathHint")}
            styles={monospaceInput}
            value={form.voiceWorkDefaultPath}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setForm((current) => ({ ...current, voiceWorkDefaultPath: value }));
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t("admin.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
