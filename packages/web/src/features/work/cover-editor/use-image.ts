import { useEffect, useState } from "react";

/** Loads `src` as an image for drawing on a canvas; `failed` when it cannot be loaded or decoded. */
export function useImage(src: string | null): { image: HTMLImageElement | null; failed: boolean } {
  const [state, setState] = useState<{ image: HTMLImageElement | null; failed: boolean }>({
    image: null,
    failed: false,
  });
  useEffect(() => {
    setState({ image: null, failed: false });
    if (!src) return;
    const image = new Image();
    let current = true;
    image.onload = () => current && setState({ image, failed: false });
    image.onerror = () => current && setState({ image: null, failed: true });
    image.src = src;
    return () => {
      current = false;
    };
  }, [src]);
  return state;
}
