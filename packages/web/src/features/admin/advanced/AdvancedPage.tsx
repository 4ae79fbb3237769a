import type { AdminConfig } from "@kikoeru/contract";
import { Alert, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAdminConfig } from "../api.ts";
import { AuditLogCard } from "../editing/AuditLogCard.tsx";
import { UncensorCard } from "../editing/UncensorCard.tsx";
import { QueryGate, Section } from "../shared.tsx";
import { BuiltinWorkerStatus } from "./BuiltinWorkerStatus.tsx";
import { FieldInput } from "./FieldInput.tsx";
import { fieldGroups, isHidden } from "./fields.ts";
import { SaveBar } from "./SaveBar.tsx";
import { useAdvancedForm } from "./use-advanced-form.ts";

/** /admin/advanced: every admin setting, grouped, validated before it is sent; tag uncensoring; the audit log. */
export function AdvancedPage() {
  const config = useAdminConfig();
  return (
    <Stack gap="md">
      <QueryGate pending={config.isPending} error={config.error} onRetry={() => void config.refetch()}>
        {config.data ? <AdvancedForm key={JSON.stringify(config.data)} config={config.data} /> : null}
      </QueryGate>
      <UncensorCard />
      <AuditLogCard />
    </Stack>
  );
}

function AdvancedForm({ config }: { config: AdminConfig }) {
  const { t } = useTranslation();
  const { form, errors, dirty, errorCount, pending, saving, change, submit, reset } = useAdvancedForm(config);

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
            {group.key === "lyrics" ? <BuiltinWorkerStatus /> : null}
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
        <SaveBar pending={pending} dirty={dirty} errorCount={errorCount} saving={saving} onReset={reset} />
      </Stack>
    </form>
  );
}
