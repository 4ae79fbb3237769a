import type { RootFolder } from "@kikoeru/contract";
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { monospaceInput, Section } from "../shared.tsx";
import {
  DEFAULT_META_TEMPLATE,
  DEFAULT_TRACK_TEMPLATE,
  normaliseCode,
  normaliseHost,
  type SyncFieldError,
  type SyncForm as SyncFormValues,
  validateSyncForm,
} from "./sync-rules.ts";
import { TemplateInput } from "./TemplateInput.tsx";
import { useSyncerSettings } from "./use-syncer-settings.ts";

/** The checked form, with the host and code as they are sent. */
export type SyncSearch = SyncFormValues;

/** Where to save, which server to ask and with which templates, and which work: 搜索 opens the file dialog. */
export function SyncForm({
  folders,
  searching,
  onSearch,
}: {
  folders: RootFolder[];
  searching: boolean;
  onSearch: (search: SyncSearch) => void;
}) {
  const { t } = useTranslation();
  const [settings, updateSettings] = useSyncerSettings();
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Partial<Record<keyof SyncFormValues, SyncFieldError>>>({});
  const active = folders.filter((folder) => !folder.inactive);
  // A remembered folder that was removed or switched off since is not offered as the choice.
  const rootFolderName = active.some((folder) => folder.name === settings.rootFolderName)
    ? settings.rootFolderName
    : "";
  const form: SyncFormValues = { ...settings, rootFolderName, code };

  const change = (field: keyof SyncFormValues, value: string) => {
    if (field === "code") setCode(value);
    else updateSettings({ [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSyncForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const host = normaliseHost(form.host);
    updateSettings({ host });
    onSearch({ ...form, host, code: normaliseCode(code) });
  };
  const error = (key: SyncFieldError | undefined) => (key ? t(`syncer.errors.${key}`) : undefined);
  const chosen = folders.find((folder) => folder.name === rootFolderName);

  return (
    <Section title={t("syncer.formTitle")} description={t("syncer.formHint")}>
      <form onSubmit={submit} noValidate aria-label={t("syncer.formTitle")}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t("syncer.folder")}
              description={chosen ? chosen.path : t("syncer.folderHint")}
              placeholder={t("syncer.folderPlaceholder")}
              data={folders.map((folder) => ({
                value: folder.name,
                label: folder.inactive ? t("syncer.folderInactive", { name: folder.name }) : folder.name,
                disabled: folder.inactive,
              }))}
              value={rootFolderName || null}
              onChange={(value) => change("rootFolderName", value ?? "")}
              error={error(errors.rootFolderName)}
              allowDeselect={false}
              required
            />
            <TextInput
              label={t("syncer.host")}
              description={t("syncer.hostHint")}
              placeholder="http://127.0.0.1:8888"
              value={form.host}
              onChange={(event) => change("host", event.currentTarget.value)}
              error={error(errors.host)}
              styles={monospaceInput}
              type="url"
              inputMode="url"
              spellCheck={false}
              autoCapitalize="off"
              required
            />
            <TemplateInput
              label={t("syncer.metaApi")}
              value={form.metaApi}
              defaultValue={DEFAULT_META_TEMPLATE}
              error={error(errors.metaApi)}
              onChange={(value) => change("metaApi", value)}
            />
            <TemplateInput
              label={t("syncer.trackApi")}
              value={form.trackApi}
              defaultValue={DEFAULT_TRACK_TEMPLATE}
              error={error(errors.trackApi)}
              onChange={(value) => change("trackApi", value)}
            />
          </SimpleGrid>
          {folders.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("syncer.noFolders")}
            </Text>
          ) : null}
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t("syncer.code")}
              placeholder={t("syncer.codePlaceholder")}
              value={code}
              onChange={(event) => change("code", event.currentTarget.value)}
              error={error(errors.code)}
              styles={monospaceInput}
              spellCheck={false}
              autoCapitalize="characters"
              flex="1 1 auto"
              maw={360}
              required
            />
            <Button type="submit" loading={searching} leftSection={<IconSearch size={16} />} mt={25}>
              {t("syncer.search")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
