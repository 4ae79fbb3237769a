import { Skeleton } from "@mantine/core";
import type { WorksView } from "../view.ts";
import classes from "./WorkCollection.module.css";

const placeholders = Array.from({ length: 12 }, (_, i) => `placeholder-${i}`);

/** Placeholders in the shape of the chosen view while the first page loads. */
export function WorksSkeleton({ view }: { view: WorksView }) {
  const className =
    view.kind === "list" ? classes.list : view.kind === "thumbs" ? classes.thumbs : classes.detail;
  const height = view.kind === "list" ? 96 : view.kind === "thumbs" ? 150 : 330;
  return (
    <div className={className} aria-hidden>
      {placeholders.map((id) => (
        <Skeleton key={id} height={height} radius="md" />
      ))}
    </div>
  );
}
