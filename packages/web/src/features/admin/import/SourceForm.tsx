import { Button, FileInput, Progress, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconFileSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { monospaceInput } from "../shared.tsx";
import { type ImportSource, uploadInstall } from "./api.ts";

type Mode = "path" | "upload";

/** Where kikoeru is: its database and config as paths on the server, or uploaded from this computer. */
export function SourceForm({ busy, onSource }: { busy: boolean; onSource: (source: ImportSource) => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>("path");
  const [paths, setPaths] = useState({ db: "", config: "", covers: "", lyrics: "" });
  const [files, setFiles] = useState<{ db: File | null; config: File | null }>({ db: null, config: null });
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ready = mode === "path" ? paths.db.trim() && paths.config.trim() : files.db && files.config;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === "path") {
      const optional = (value: string) => (value.trim() ? value.trim() : undefined);
      onSource({
        db: paths.db.trim(),
        config: paths.config.trim(),
        ...(optional(paths.covers) ? { covers: optional(paths.covers) } : {}),
        ...(optional(paths.lyrics) ? { lyrics: optional(paths.lyrics) } : {}),
      });
      return;
    }
    if (!files.db || !files.config) return;
    setPercent(0);
    try {
      onSource({ upload: await uploadInstall(files.db, files.config, setPercent) });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPercent(null);
    }
  };
  const path = (key: keyof typeof paths, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      value={paths[key]}
      styles={monospaceInput}
      onChange={(event) => setPaths({ ...paths, [key]: event.currentTarget.value })}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: "path", label: t("import.fromPath") },
            { value: "upload", label: t("import.fromUpload") },
          ]}
        />
        {mode === "path" ? (
          <>
            {path("db", t("import.dbPath"), true)}
            {path("config", t("import.configPath"), true)}
            {path("covers", t("import.coversPath"))}
            {path("lyrics", t("import.lyricsPath"))}
          </>
        ) : (
          <>
            <FileInput
              label={t("import.dbFile")}
              placeholder={t("import.pickFile")}
              required
              value={files.db}
              onChange={(db) => setFiles({ ...files, db })}
            />
            <FileInput
              label={t("import.configFile")}
              placeholder={t("import.pickFile")}
              accept="application/json,.json"
              required
              value={files.config}
              onChange={(config) => setFiles({ ...files, config })}
            />
          </>
        )}
        {percent !== null ? (
          <Stack gap={4}>
            <Progress value={percent} animated aria-label={t("import.uploading", { percent })} />
            <Text size="xs" c="dimmed">
              {t("import.uploading", { percent })}
            </Text>
          </Stack>
        ) : null}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Button
          type="submit"
          leftSection={<IconFileSearch size={16} />}
          disabled={!ready}
          loading={busy || percent !== null}
          style={{ alignSelf: "flex-start" }}
        >
          {t("import.plan")}
        </Button>
      </Stack>
    </form>
  );
}
