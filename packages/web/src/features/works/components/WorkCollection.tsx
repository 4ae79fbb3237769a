import type { Work } from "@kikoeru/contract";
import type { WorksView } from "../view.ts";
import { WorkCard } from "./WorkCard.tsx";
import classes from "./WorkCollection.module.css";
import { WorkListItem } from "./WorkListItem.tsx";
import { WorkThumb } from "./WorkThumb.tsx";

/** The works in exactly one of the views: detail cards, thumbnails or list rows. */
export function WorkCollection({ works, view }: { works: Work[]; view: WorksView }) {
  if (view.kind === "list") {
    return (
      <div className={classes.list} data-view="list">
        {works.map((work) => (
          <WorkListItem key={work.id} work={work} showTags={view.showTags} />
        ))}
      </div>
    );
  }
  if (view.kind === "thumbs") {
    return (
      <div className={classes.thumbs} data-view="thumbs">
        {works.map((work) => (
          <WorkThumb key={work.id} work={work} />
        ))}
      </div>
    );
  }
  return (
    <div className={classes.detail} data-view="detail">
      {works.map((work) => (
        <WorkCard key={work.id} work={work} old={view.oldCards} />
      ))}
    </div>
  );
}
