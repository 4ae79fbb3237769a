import { ActionIcon, TextInput, Tooltip } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * A request template with a button that puts the kikoeru client's default back. The normal font on purpose:
 * Chromium clips the underscores of `{code_for_the_work}` in a 14 px DejaVu Sans Mono input.
 */
export function TemplateInput({
  label,
  value,
  defaultValue,
  error,
  onChange,
}: {
  label: string;
  value: string;
  defaultValue: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const resetLabel = t("syncer.resetNamed", { name: label });
  return (
    <TextInput
      label={label}
      description={t("syncer.templateHint")}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      spellCheck={false}
      autoCapitalize="off"
      rightSectionWidth={40}
      rightSection={
        <Tooltip label={t("syncer.resetTemplate")} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={resetLabel}
            disabled={value === defaultValue}
            onClick={() => onChange(defaultValue)}
          >
            <IconRestore size={16} />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
