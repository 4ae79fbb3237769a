import { ActionIcon, Button, Group, NumberInput, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { clampPage, pagerItems } from "../pager.ts";

interface PagerProps {
  page: number;
  max: number;
  onChange: (page: number) => void;
}

/** Pages around the current one (2 either side), first/previous/next/last and a jump box. */
export function Pager({ page, max, onChange }: PagerProps) {
  const { t } = useTranslation();
  const [jump, setJump] = useState<string | number>("");
  const go = (target: number) => {
    const next = clampPage(target, max);
    if (next !== page) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (jump === "") return;
    go(Number(jump));
    setJump("");
  };
  const arrow = (label: string, target: number, icon: React.ReactNode, disabled: boolean) => (
    <ActionIcon
      variant="default"
      size={32}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => go(target)}
    >
      {icon}
    </ActionIcon>
  );

  return (
    <Group component="nav" aria-label={t("works.pager.label")} justify="center" gap="sm" py="md">
      <Group gap={4} wrap="nowrap">
        {arrow(t("works.pager.first"), 1, <IconChevronsLeft size={16} />, page <= 1)}
        {arrow(t("works.pager.previous"), page - 1, <IconChevronLeft size={16} />, page <= 1)}
        {pagerItems(page, max).map((item) =>
          typeof item === "number" ? (
            <Button
              key={item}
              size="compact-sm"
              h={32}
              miw={32}
              px={6}
              variant={item === page ? "filled" : "default"}
              aria-current={item === page ? "page" : undefined}
              aria-label={t("works.pager.page", { page: item })}
              onClick={() => go(item)}
            >
              {item}
            </Button>
          ) : (
            <Text key={item} c="dimmed" w={14} ta="center" aria-hidden>
              …
            </Text>
          ),
        )}
        {arrow(t("works.pager.next"), page + 1, <IconChevronRight size={16} />, page >= max)}
        {arrow(t("works.pager.last"), max, <IconChevronsRight size={16} />, page >= max)}
      </Group>
      <Group component="form" onSubmit={submit} gap={4} wrap="nowrap">
        <NumberInput
          value={jump}
          onChange={setJump}
          min={1}
          max={max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          w={72}
          size="sm"
          aria-label={t("works.pager.jumpLabel", { max })}
          placeholder={`1–${max}`}
        />
        <Button type="submit" variant="default" size="sm">
          {t("works.pager.jump")}
        </Button>
      </Group>
    </Group>
  );
}
