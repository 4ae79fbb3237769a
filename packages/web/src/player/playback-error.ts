/** Why a track could not be played, for the sentence the player shows (`playback.<kind>` in the texts). */
export type PlaybackFailure =
  | { kind: "offline" | "notFound" | "forbidden" | "unauthorized" | "decode" | "unsupported" | "network" }
  | { kind: "server"; status: number };

/** HTMLMediaElement's MediaError codes the element reports (it says nothing about HTTP statuses). */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;

/**
 * Tells what failed when the media element gave up on `src`. A decode error is the file's own; for anything
 * else the server is asked for the first byte, which tells a server that is gone, a missing or forbidden file
 * and a server error apart from a file the browser cannot read (its answer is fine, so the format is at fault).
 */
export async function diagnosePlayback(
  src: string,
  mediaErrorCode: number | undefined,
  fetcher: typeof fetch = fetch,
): Promise<PlaybackFailure> {
  if (mediaErrorCode === MEDIA_ERR_DECODE) return { kind: "decode" };
  let status: number;
  try {
    const response = await fetcher(src, { headers: { Range: "bytes=0-0" } });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return { kind: "offline" };
  }
  if (status === 401) return { kind: "unauthorized" };
  if (status === 403) return { kind: "forbidden" };
  if (status === 404) return { kind: "notFound" };
  if (status >= 500) return { kind: "server", status };
  return { kind: mediaErrorCode === MEDIA_ERR_NETWORK ? "network" : "unsupported" };
}
