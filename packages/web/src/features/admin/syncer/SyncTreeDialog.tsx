import { Button, Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCloudDownload } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSize } from "../../../shared/format.ts";
import classes from "./Syncer.module.css";
import { SyncTreeRows } from "./SyncTreeRows.tsx";
import {
  type RemoteNode,
  type SyncNode,
  selectAll,
  selectedTree,
  summarise,
  toggle,
  totalSelectedSize,
} from "./sync-tree.ts";

/** 同步文件选择: the remote tree, every node selected at first; 确认同步 sends only the selected ones. */
export function SyncTreeDialog({
  code,
  host,
  title,
  folder,
  tree,
  creating,
  onConfirm,
  onClose,
}: {
  code: string;
  host: string;
  title: string;
  folder: string;
  tree: RemoteNode[];
  creating: boolean;
  onConfirm: (treeTracks: SyncNode[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)", false);
  const [selected, setSelected] = useState(() => selectAll(tree));
  const summaries = useMemo(() => summarise(tree, selected), [tree, selected]);
  const total = totalSelectedSize(summaries, tree);
  const chosen = selectedTree(tree, summaries);

  return (
    <Modal opened onClose={onClose} title={t("syncer.dialogTitle")} size="xl" fullScreen={phone}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600} lineClamp={2}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" className={classes.mono}>
            {t("syncer.dialogHint", { code, host })}
          </Text>
          <Text size="sm" c="dimmed">
            {t("syncer.saveAs", { folder })}
          </Text>
        </Stack>
        {tree.length === 0 ? (
          <Text size="sm">{t("syncer.emptyTree")}</Text>
        ) : (
          // The tree scrolls on its own so the total and the buttons stay in view.
          <ScrollArea.Autosize mah="calc(100dvh - 240px)" type="auto" offsetScrollbars>
            <ul className={classes.tree} aria-label={t("syncer.dialogTitle")}>
              <SyncTreeRows
                nodes={tree}
                parentKey=""
                depth={0}
                summaries={summaries}
                onToggle={(key, current) => setSelected((now) => toggle(tree, now, key, current))}
              />
            </ul>
          </ScrollArea.Autosize>
        )}
        <Group justify="space-between" gap="sm" className={classes.dialogFooter}>
          <Text size="sm" fw={500} data-testid="sync-selected-size">
            {t("syncer.selected")} {formatSize(total)}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("syncer.close")}
            </Button>
            <Button
              leftSection={<IconCloudDownload size={16} />}
              disabled={chosen.length === 0}
              loading={creating}
              onClick={() => onConfirm(chosen)}
            >
              {t("syncer.confirm")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
