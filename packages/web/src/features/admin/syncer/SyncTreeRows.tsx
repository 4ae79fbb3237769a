import { Badge, Checkbox, Group, Text } from "@mantine/core";
import { IconFile, IconFolder } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatSize } from "../../../shared/format.ts";
import classes from "./Syncer.module.css";
import {
  childKey,
  extensionOf,
  type NodeSummary,
  type RemoteNode,
  type Selection,
  sizeOf,
} from "./sync-tree.ts";

interface RowsProps {
  nodes: readonly RemoteNode[];
  parentKey: string;
  depth: number;
  summaries: ReadonlyMap<string, NodeSummary>;
  onToggle: (key: string, current: Selection) => void;
}

/** The tree's rows, every folder open: a checkbox, the name, the extension and the (selected) size. */
export function SyncTreeRows({ nodes, parentKey, depth, summaries, onToggle }: RowsProps) {
  const { t } = useTranslation();
  return nodes.map((node, index) => {
    const key = childKey(parentKey, index);
    const summary = summaries.get(key) ?? { selection: 0, selectedSize: 0 };
    const folder = node.type === "folder";
    const extension = extensionOf(node);
    const size = folder ? summary.selectedSize : sizeOf(node);
    return (
      <li key={key} className={classes.treeItem}>
        <Group gap="xs" wrap="nowrap" className={classes.treeRow} style={{ paddingInlineStart: depth * 20 }}>
          <Checkbox
            size="sm"
            checked={summary.selection === 2}
            indeterminate={summary.selection === 1}
            onChange={() => onToggle(key, summary.selection)}
            aria-label={t("syncer.selectNode", { name: node.title })}
          />
          {folder ? (
            <IconFolder size={18} className={classes.folderIcon} aria-hidden />
          ) : (
            <IconFile size={18} className={classes.fileIcon} aria-hidden />
          )}
          <Text size="sm" className={classes.treeTitle} title={node.title}>
            {node.title}
          </Text>
          {extension ? (
            <Badge size="xs" variant="light" color="gray" className={classes.extension}>
              {extension}
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed" className={classes.size}>
            {formatSize(size)}
          </Text>
        </Group>
        {folder && node.children && node.children.length > 0 ? (
          <ul className={classes.tree}>
            <SyncTreeRows
              nodes={node.children}
              parentKey={key}
              depth={depth + 1}
              summaries={summaries}
              onToggle={onToggle}
            />
          </ul>
        ) : null}
      </li>
    );
  });
}
