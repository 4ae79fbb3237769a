import type { AdminConfig } from "@kikoeru/contract";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { playerHeightVar } from "../../../player/PlayerSlot.tsx";
import { notify } from "../../../shared/notify.ts";
import { useAdminConfig, useSaveConfig } from "../api.ts";
import { notifyActionError, QueryGate, Section } from "../shared.tsx";
import { FieldInput } from "./FieldInput.tsx";
import {
  type FormErrors,
  type FormValues,
  fieldGroups,
  fromForm,
  isHidden,
  toForm,
  validateForm,
} from "./fields.ts";

/** /admin/advanced: every admin setting, grouped, validated before it is sent. */
export function AdvancedPage() {
  const config = useAdminConfig();
  return (
    <QueryGate pending={config.isPending} error={config.error} onRetry={() => void config.refetch()}>
      {config.data ? <AdvancedForm key={JSON.stringify(config.data)} config={config.data} /> : null}
    </QueryGate>
  );
}

function AdvancedForm({ config }: { config: AdminConfig }) {
  const { t } = useTranslation();
  const save = useSaveConfig();
  const [initial] = useState(() => toForm(config));
  const [form, setForm] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const errorCount = Object.keys(errors).length;
  const pending = dirty || errorCount > 0;

  const change = (patch: Partial<FormValues>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof FormValues];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify.error(t("admin.advanced.invalid", { count: Object.keys(found).length }));
      // The first problem may be far up a long form: bring it into view once React has marked it.
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>("form [aria-invalid='true']");
        first?.scrollIntoView({ block: "center" });
        first?.focus({ preventScroll: true });
      });
      return;
    }
    save.mutate(fromForm(form), {
      onSuccess: ({ message, restartRequired }) => {
        notify.success(message);
        if (restartRequired.length > 0)
          notify.warning(t("admin.advanced.restartNeeded", { keys: restartRequired.join(", ") }));
      },
      onError: notifyActionError,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {form.production ? (
          <Alert color="blue" variant="light" title={t("admin.advanced.productionTitle")}>
            {t("admin.advanced.productionText")}
          </Alert>
        ) : null}
        {fieldGroups.map((group) => (
          <Section
            key={group.key}
            title={t(`admin.advanced.groups.${group.key}`)}
            description={t(`admin.advanced.groupHints.${group.key}`)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
              {group.fields
                .filter((field) => !isHidden(field.key, form))
                .map((field) => (
                  <FieldInput
                    key={field.key}
                    field={field}
                    form={form}
                    error={errors[field.key]}
                    onChange={change}
                  />
                ))}
            </SimpleGrid>
          </Section>
        ))}
        <Paper
          withBorder
          shadow={pending ? "md" : undefined}
          p="sm"
          radius="md"
          // Follows the reader down the long form only while there is something to save or fix.
          style={
            pending
              ? { position: "sticky", bottom: `calc(var(${playerHeightVar}, 0px) + 12px)`, zIndex: 5 }
              : undefined
          }
        >
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c={errorCount > 0 ? "red" : "dimmed"}>
              {errorCount > 0
                ? t("admin.advanced.invalid", { count: errorCount })
                : dirty
                  ? t("admin.advanced.unsaved")
                  : t("admin.advanced.saved")}
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                disabled={!dirty || save.isPending}
                onClick={() => {
                  setForm(initial);
                  setErrors({});
                }}
              >
                {t("admin.advanced.reset")}
              </Button>
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!dirty}
                leftSection={<IconDeviceFloppy size={16} />}
              >
                {t("admin.save")}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
