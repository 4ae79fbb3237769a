import { formatWorkCode } from "@kikoeru/contract";
import { Anchor, Group, Pagination, ScrollArea, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryGate, Section } from "../shared.tsx";
import { useAuditLog } from "./api.ts";
import { actionKey, detailText } from "./audit-text.ts";

const LOCK_FIELDS = ["title", "circle", "tags", "vas", "cover"] as const;

/** 操作记录: who changed what and when (edits, undos, covers, renames), 50 a page. */
export function AuditLogCard() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const fieldName = (field: string) =>
    (LOCK_FIELDS as readonly string[]).includes(field)
      ? t(`editing.locks.fields.${field as (typeof LOCK_FIELDS)[number]}`)
      : field;
  const pages = log.data ? Math.ceil(log.data.pagination.totalCount / log.data.pagination.pageSize) : 0;
  return (
    <Section title={t("editing.audit.title")}>
      <QueryGate pending={log.isPending} error={log.error} onRetry={() => void log.refetch()}>
        {log.data?.entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("editing.audit.empty")}
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table striped fz="sm" miw={560} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("editing.audit.when")}</Table.Th>
                  <Table.Th>{t("editing.audit.who")}</Table.Th>
                  <Table.Th>{t("editing.audit.action")}</Table.Th>
                  <Table.Th>{t("editing.audit.work")}</Table.Th>
                  <Table.Th>{t("editing.audit.detail")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data?.entries.map((entry) => {
                  const key = actionKey(entry.action);
                  return (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {new Date(entry.createdAt).toLocaleString(i18n.language)}
                      </Table.Td>
                      <Table.Td>{entry.actor}</Table.Td>
                      <Table.Td>{key ? t(`editing.audit.actions.${key}`) : entry.action}</Table.Td>
                      <Table.Td>
                        {entry.workId === null ? null : (
                          <Anchor component={Link} to={`/work/${entry.workId}`} ff="monospace">
                            {formatWorkCode(entry.workId)}
                          </Anchor>
                        )}
                      </Table.Td>
                      <Table.Td style={{ wordBreak: "break-all" }}>{detailText(entry, fieldName)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {pages > 1 ? (
          <Group justify="center" mt="sm">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        ) : null}
      </QueryGate>
    </Section>
  );
}
