import "./texts.ts";
import { parseWorkIdParam } from "@kikoeru/contract";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog.tsx";
import { InfiniteSentinel } from "../../shared/ui/InfiniteSentinel.tsx";
import { useIsAdmin } from "../auth/index.ts";
import classes from "./AiLyricPage.module.css";
import { type AiLyricTask, type TaskFilters as Filters, useTaskActions, useTaskList } from "./api.ts";
import { ListStates } from "./ListStates.tsx";
import { LyricPreview } from "./LyricPreview.tsx";
import { SelectionBar } from "./SelectionBar.tsx";
import { type FilterDraft, TaskFilters } from "./TaskFilters.tsx";
import { TaskRow } from "./TaskRow.tsx";
import { useCanManageTasks } from "./use-can-manage.ts";
import { WorkerTokens } from "./WorkerTokens.tsx";

/** Typing in the filters reloads once the user pauses (kikoeru reloaded on every keystroke). */
const FILTER_DEBOUNCE_MS = 300;

function toFilters(draft: FilterDraft): Filters | null {
  const workId = draft.work.trim() ? parseWorkIdParam(draft.work) : 0;
  if (workId === null) return null;
  return { workId, fileName: draft.fileName.trim(), statuses: draft.statuses.map(Number) };
}

/** /ai_lyric: the AI lyric task list with filters, single and batch delete/redo, and the lyric of a task. */
export function AiLyricPage() {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const canManage = useCanManageTasks();
  const [draft, setDraft] = useState<FilterDraft>({ work: "", fileName: "", statuses: [] });
  const [debounced] = useDebouncedValue(draft, FILTER_DEBOUNCE_MS);
  const parsed = toFilters(debounced);
  const [applied, setApplied] = useState<Filters>({ workId: 0, fileName: "", statuses: [] });
  if (parsed && JSON.stringify(parsed) !== JSON.stringify(applied)) setApplied(parsed);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const list = useTaskList(applied, autoRefresh);
  const { remove, redo } = useTaskActions();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [preview, setPreview] = useState<AiLyricTask | null>(null);

  const tasks = useMemo(() => list.data?.pages.flatMap((page) => page.tasks) ?? [], [list.data]);
  const shownSelection = tasks.filter((task) => selected.has(task.id)).map((task) => task.id);
  const total = list.data?.pages[0]?.pagination.totalCount ?? 0;
  const busy = remove.isPending || redo.isPending;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const filtered = applied.workId > 0 || applied.fileName !== "" || applied.statuses.length > 0;

  return (
    <Container size={1100} px={{ base: "sm", sm: "md", lg: "lg" }} py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            {t("aiLyrics.title")}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t("aiLyrics.intro")}
          </Text>
        </div>
        {admin ? <WorkerTokens /> : null}
        <TaskFilters
          draft={draft}
          workInvalid={toFilters(draft) === null}
          onChange={setDraft}
          autoRefresh={autoRefresh}
          onAutoRefresh={setAutoRefresh}
          refreshing={list.isRefetching && !list.isFetchingNextPage}
          onRefresh={() => void list.refetch()}
        />
        {canManage && tasks.length > 0 ? (
          <SelectionBar
            className={classes.toolbar}
            total={total}
            selected={shownSelection.length}
            allSelected={shownSelection.length === tasks.length}
            busy={busy}
            onSelectAll={(all) => setSelected(new Set(all ? tasks.map((task) => task.id) : []))}
            onRedo={() => redo.mutate(shownSelection, { onSuccess: () => setSelected(new Set()) })}
            onDelete={() => setDeleting(shownSelection)}
          />
        ) : null}
        <ListStates query={list} empty={tasks.length === 0} filtered={filtered}>
          <ul className={classes.list} aria-label={t("aiLyrics.title")}>
            {tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                busy={busy}
                selection={
                  canManage ? { selected: selected.has(task.id), onToggle: () => toggle(task.id) } : undefined
                }
                onShowLyric={() => setPreview(task)}
                onRedo={canManage ? () => redo.mutate([task.id]) : undefined}
                onDelete={canManage ? () => setDeleting([task.id]) : undefined}
              />
            ))}
          </ul>
        </ListStates>
        {list.hasNextPage ? (
          <InfiniteSentinel
            onVisible={() => void list.fetchNextPage()}
            busy={list.isFetchingNextPage || list.isError}
          />
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("aiLyrics.deleteTitle")}
        message={
          deleting && deleting.length > 1
            ? t("aiLyrics.deleteManyMessage", { count: deleting.length })
            : t("aiLyrics.deleteMessage")
        }
        confirmLabel={t("aiLyrics.delete")}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSettled: () => {
              setDeleting(null);
              setSelected(new Set());
            },
          })
        }
      />
      <LyricPreview task={preview} onClose={() => setPreview(null)} />
    </Container>
  );
}
