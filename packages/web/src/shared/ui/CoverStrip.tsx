import type { ReactNode } from "react";
import { Link } from "react-router";
import { CoverImage } from "./CoverImage.tsx";
import classes from "./CoverStrip.module.css";

/** A horizontal strip of covers that snaps to them (最近播放, 相关作品). */
export function CoverStrip({ children }: { children: ReactNode }) {
  return <div className={classes.strip}>{children}</div>;
}

/** One cover of a strip: it opens the work, its caption sits on a dark fade at the bottom. */
export function CoverTile({
  workId,
  title,
  children,
}: {
  workId: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Link to={`/work/${workId}`} className={classes.tile} title={title}>
      <CoverImage workId={workId} zoomOnHover>
        <div className={classes.caption}>{children}</div>
      </CoverImage>
    </Link>
  );
}
