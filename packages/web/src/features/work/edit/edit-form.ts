import type { LabelCount, WorkDetail } from "@kikoeru/contract";
import type { EditWorkBody } from "./api.ts";

/** What the edit dialog holds: names as typed or picked. */
export interface EditFormValues {
  title: string;
  circle: string;
  tags: string[];
  vas: string[];
}

/** The candidates of one label kind (GET /api/circles…), most used first, as the kikoeru client sorts them. */
export function candidateNames(labels: readonly LabelCount[] | undefined): string[] {
  return [...(labels ?? [])].sort((a, b) => b.count - a.count).map((label) => label.name);
}

export function initialValues(work: WorkDetail): EditFormValues {
  return {
    title: work.title,
    circle: work.circle.name,
    tags: work.tags.map((tag) => tag.name),
    vas: work.vas.map((va) => va.name),
  };
}

/**
 * A name as the kikoeru body sends it: the work's own label or a candidate keeps its id, anything else is a
 * new entry with id 0 (the server derives its id from the name).
 */
function resolver<Id>(
  own: readonly { id: Id; name: string }[],
  candidates: readonly LabelCount[] | undefined,
) {
  const ids = new Map<string, Id | number | string>();
  for (const label of candidates ?? []) ids.set(label.name, label.id);
  for (const label of own) ids.set(label.name, label.id);
  return (name: string) => ({ id: ids.get(name) ?? 0, name });
}

export interface Candidates {
  circles?: readonly LabelCount[];
  tags?: readonly LabelCount[];
  vas?: readonly LabelCount[];
}

export function toBody(work: WorkDetail, values: EditFormValues, candidates: Candidates): EditWorkBody {
  const circle = resolver([work.circle], candidates.circles)(values.circle.trim());
  const tag = resolver(work.tags, candidates.tags);
  const va = resolver(work.vas, candidates.vas);
  return {
    title: values.title.trim(),
    circle: { id: Number(circle.id), name: circle.name },
    tags: values.tags.map((name) => {
      const { id } = tag(name);
      return { id: Number(id), name };
    }),
    vas: values.vas.map((name) => {
      const { id } = va(name);
      return { id: id === 0 ? 0 : String(id), name };
    }),
  };
}
