import { Badge, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type FormValues, needsRestart } from "./fields.ts";

/** A setting's name, with a badge when changing it only takes effect after a restart. */
export function FieldLabel({ name }: { name: keyof FormValues }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} component="span" wrap="wrap">
      <span>{t(`admin.fields.${name}`)}</span>
      {needsRestart(name) ? (
        <Badge size="xs" variant="light" color="orange" component="span">
          {t("admin.advanced.restart")}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The unit shown at the end of a number input. */
export function Unit({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
