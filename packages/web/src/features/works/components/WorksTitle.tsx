import { Badge, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLabelName } from "../api.ts";
import type { WorksSource } from "../source.ts";

const labelTitle = { circle: "works.titles.circle", tag: "works.titles.tag", va: "works.titles.va" } as const;

/** 所有作品 / 搜索关键字：… / 社团作品：… and the like, with the number of matching works. */
export function WorksTitle({ source, total }: { source: WorksSource; total: number | undefined }) {
  const { t } = useTranslation();
  const label = useLabelName(
    source.kind === "label" ? source.label : undefined,
    source.kind === "label" ? source.id : undefined,
  );
  let prefix: string;
  let subject: string | null = null;
  switch (source.kind) {
    case "all":
      prefix = t("works.titles.all");
      break;
    case "keyword":
      prefix = t("works.titles.keyword");
      subject = source.keyword;
      break;
    case "advanced":
      prefix = t("works.titles.advanced");
      subject = source.terms.map((term) => term.name).join(" · ") || null;
      break;
    case "label":
      prefix = t(labelTitle[source.label]);
      subject = label.data?.name ?? (label.isError ? source.id : "…");
      break;
  }
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <Title order={1} size="h3" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {prefix}
        {subject}
      </Title>
      {total !== undefined ? (
        <Badge
          variant="light"
          size="lg"
          radius="sm"
          style={{ flexShrink: 0 }}
          aria-label={t("works.totalAria", { count: total })}
        >
          {total}
        </Badge>
      ) : null}
    </Group>
  );
}
