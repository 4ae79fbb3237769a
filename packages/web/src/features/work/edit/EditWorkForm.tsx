import type { WorkDetail } from "@kikoeru/contract";
import { Autocomplete, Button, Group, Stack, TagsInput, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { useLabels } from "../../labels/index.ts";
import { useEditWork } from "./api.ts";
import { candidateNames, type EditFormValues, initialValues, toBody } from "./edit-form.ts";
import { LockBadge } from "./LockBadge.tsx";

/** Shown candidates while typing: the list has thousands of entries. */
const SHOWN = 30;

/**
 * Title, circle, tags and voice actors, with the existing labels offered while typing and new ones added by
 * typing them. Saving locks the changed fields and refreshes every page showing the work (no page reload).
 */
export function EditWorkForm({ work, onDone }: { work: WorkDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const circles = useLabels("circle");
  const tags = useLabels("tag");
  const vas = useLabels("va");
  const save = useEditWork(work.id);
  const [values, setValues] = useState<EditFormValues>(() => initialValues(work));
  const set = (patch: Partial<EditFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const duplicate = () => notify.warning(t("editing.dialog.duplicate"));

  const submit = () => {
    if (values.vas.length === 0) {
      notify.error(t("editing.dialog.needVa"));
      return;
    }
    const body = toBody(work, values, { circles: circles.data, tags: tags.data, vas: vas.data });
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t("editing.dialog.saved"));
        onDone();
      },
      onError: (error) => notify.error(t("editing.dialog.failed", { message: error.message })),
    });
  };

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t("editing.dialog.lockedHint")}
      </Text>
      <TextInput
        label={<LockBadge workId={work.id} field="title" label={t("editing.dialog.workTitle")} />}
        value={values.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        required
      />
      <Autocomplete
        label={<LockBadge workId={work.id} field="circle" label={t("editing.dialog.circle")} />}
        data={candidateNames(circles.data)}
        limit={SHOWN}
        value={values.circle}
        onChange={(circle) => set({ circle })}
      />
      <TagsInput
        label={<LockBadge workId={work.id} field="tags" label={t("editing.dialog.tags")} />}
        placeholder={t("editing.dialog.placeholder")}
        data={candidateNames(tags.data)}
        limit={SHOWN}
        value={values.tags}
        onChange={(next) => set({ tags: next })}
        onDuplicate={duplicate}
        clearable
      />
      <TagsInput
        label={<LockBadge workId={work.id} field="vas" label={t("editing.dialog.vas")} />}
        placeholder={t("editing.dialog.placeholder")}
        data={candidateNames(vas.data)}
        limit={SHOWN}
        value={values.vas}
        onChange={(next) => set({ vas: next })}
        onDuplicate={duplicate}
        error={values.vas.length === 0 ? t("editing.dialog.needVa") : undefined}
      />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={values.title.trim() === ""}>
          {t("editing.dialog.save")}
        </Button>
      </Group>
    </Stack>
  );
}
