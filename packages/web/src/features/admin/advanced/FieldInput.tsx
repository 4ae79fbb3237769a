import { IMPORTANT_WORK_TREE_PRESETS } from "@kikoeru/contract";
import { Autocomplete, Switch, TagsInput, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { monospaceInput } from "../shared.tsx";
import { LyricLanguageField, SeekField, TagLanguageField, WorkerGroupsField } from "./ChoiceFields.tsx";
import { FieldLabel, Unit } from "./FieldLabel.tsx";
import type { Field, FormErrors, FormValues } from "./fields.ts";

interface FieldInputProps {
  field: Field;
  form: FormValues;
  error: FormErrors[keyof FormValues];
  onChange: (patch: Partial<FormValues>) => void;
}

/** One admin setting as the right control, with its label, hint, unit, error and restart badge. */
export function FieldInput({ field, form, error, onChange }: FieldInputProps) {
  const { t } = useTranslation();
  const { key } = field;
  const label = <FieldLabel name={key} />;
  const hint = t(`admin.hints.${key}`) || undefined;
  const message = error ? t(`admin.advanced.errors.${error.key}`, error.values ?? {}) : undefined;

  switch (field.kind) {
    case "switch": {
      const locked = key === "production" || (key === "auth" && form.production);
      return (
        <Switch
          label={label}
          description={key === "auth" && form.production ? t("admin.advanced.authLocked") : hint}
          checked={form[field.key]}
          disabled={locked}
          error={message}
          onChange={(event) => onChange({ [field.key]: event.currentTarget.checked })}
        />
      );
    }
    case "number":
      return (
        <TextInput
          label={label}
          description={hint}
          inputMode="numeric"
          value={form[field.key]}
          error={message}
          rightSection={field.unit ? <Unit>{t(`admin.units.${field.unit}`)}</Unit> : null}
          rightSectionWidth={field.unit ? 44 : undefined}
          onChange={(event) => onChange({ [key]: event.currentTarget.value })}
        />
      );
    case "text":
      return (
        <TextInput
          label={label}
          description={hint}
          value={form[field.key]}
          error={message}
          styles={field.monospace ? monospaceInput : undefined}
          onChange={(event) => onChange({ [key]: event.currentTarget.value })}
        />
      );
    case "important":
      return (
        <Autocomplete
          label={label}
          description={hint}
          data={[...IMPORTANT_WORK_TREE_PRESETS]}
          value={form.importantWorkTreeOption}
          error={message}
          styles={monospaceInput}
          onChange={(value) => onChange({ importantWorkTreeOption: value })}
        />
      );
    case "proxies":
      return (
        <TagsInput
          label={label}
          description={hint}
          value={form.trustedProxies}
          error={message}
          splitChars={[",", " "]}
          styles={monospaceInput}
          onChange={(value) => onChange({ trustedProxies: value })}
        />
      );
    case "workerGroups":
      return (
        <WorkerGroupsField
          value={form.lyricWorkerGroups}
          onChange={(lyricWorkerGroups) => onChange({ lyricWorkerGroups })}
        />
      );
    case "language":
      return (
        <TagLanguageField value={form.tagLanguage} onChange={(tagLanguage) => onChange({ tagLanguage })} />
      );
    case "lyricLanguage":
      return (
        <LyricLanguageField
          value={form.lyricWorkerLanguage}
          onChange={(lyricWorkerLanguage) => onChange({ lyricWorkerLanguage })}
        />
      );
    case "seek":
      return (
        <SeekField
          name={field.key}
          value={form[field.key]}
          onChange={(seconds) => onChange({ [key]: seconds })}
        />
      );
  }
}
