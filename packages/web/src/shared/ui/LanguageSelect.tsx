import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { languages, setLanguage } from "../i18n/index.ts";

/** Compact language switcher; the choice is persisted by the i18n module. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      aria-label={t("common.language")}
      value={i18n.resolvedLanguage}
      onChange={(event) => void setLanguage(event.currentTarget.value)}
      data={[...languages]}
    />
  );
}
