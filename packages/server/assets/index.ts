import { fileURLToPath } from "node:url";

/**
 * Files shipped with the server. This module sits beside them in the source tree; the bundler inlines it into
 * `dist/`, and build.mjs copies the files there too, so the same relative URL finds them from both.
 */
export const placeholderCoverFile = fileURLToPath(new URL("./no-image.jpg", import.meta.url));
