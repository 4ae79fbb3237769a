import { IMPORTANT_WORK_TREE_PRESETS } from "@kikoeru/contract";
import {
  Autocomplete,
  Badge,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { monospaceInput } from "../shared.tsx";
import { type Field, type FormErrors, type FormValues, needsRestart, SEEK_CHOICES } from "./fields.ts";

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
  const label = (
    <Group gap={6} component="span" wrap="wrap">
      <span>{t(`admin.fields.${key}`)}</span>
      {needsRestart(key) ? (
        <Badge size="xs" variant="light" color="orange" component="span">
          {t("admin.advanced.restart")}
        </Badge>
      ) : null}
    </Group>
  );
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
    case "language":
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="tag-language-label">
            {t("admin.fields.tagLanguage")}
          </Text>
          <SegmentedControl
            aria-labelledby="tag-language-label"
            value={form.tagLanguage}
            onChange={(value) => onChange({ tagLanguage: value as FormValues["tagLanguage"] })}
            data={(["zh-cn", "zh-tw", "ja-jp"] as const).map((value) => ({
              value,
              label: t(`admin.advanced.tagLanguages.${value}`),
            }))}
          />
        </Stack>
      );
    case "seek":
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${key}-label`}>
            {t(`admin.fields.${key}`)}
          </Text>
          <SegmentedControl
            aria-labelledby={`${key}-label`}
            value={String(form[field.key])}
            onChange={(value) => onChange({ [key]: Number(value) })}
            data={SEEK_CHOICES.map((seconds) => ({
              value: String(seconds),
              label: t("admin.units.seconds", { count: seconds }),
            }))}
          />
        </Stack>
      );
  }
}

function Unit({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
