import type { ReactNode } from "react";
import { useCoverUrl } from "../media.ts";
import classes from "./CoverImage.module.css";

interface CoverImageProps {
  workId: number;
  /** The 240 px thumbnail (lists and cards) or the 560 px main cover (work page). */
  type?: "240x240" | "main";
  zoomOnHover?: boolean;
  /** Eager for the one cover above the fold (work page). */
  eager?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A work's cover in a 4:3 frame, lazy-loaded, with optional overlays as children. */
export function CoverImage({
  workId,
  type = "240x240",
  zoomOnHover,
  eager,
  className,
  children,
}: CoverImageProps) {
  const src = useCoverUrl(workId, type);
  return (
    <div className={[classes.frame, zoomOnHover ? classes.zoom : "", className ?? ""].join(" ")}>
      <img src={src} alt="" loading={eager ? "eager" : "lazy"} decoding="async" draggable={false} />
      {children}
    </div>
  );
}
