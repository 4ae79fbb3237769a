import type { PreTranscodeResponse, TranscodeBitRate, TranscodeStatus } from "@kikoeru/contract";
import { api } from "../shared/api.ts";
import type { QueueTrack } from "./engine-state.ts";
import { trackTarget } from "./track-target.ts";

/** The route's params and query for the track in the form of its stream URL, with `?bitRate=`. */
function target(track: QueueTrack, bitRate: TranscodeBitRate) {
  const { byIndex, byHash } = trackTarget(track);
  const query = { bitRate: String(bitRate) };
  return byIndex
    ? { byIndex: { ...byIndex, query } }
    : { byHash: { params: byHash.params, query: { ...byHash.query, ...query } } };
}

/** GET /api/media/pre-transcode/{hash}?bitRate=: the status of the track's transcode at that rate. */
export function fetchTranscodeStatus(track: QueueTrack, bitRate: TranscodeBitRate): Promise<TranscodeStatus> {
  const { byIndex, byHash } = target(track, bitRate);
  return byIndex
    ? api.get("/media/pre-transcode/:id/:index", byIndex)
    : api.get("/media/pre-transcode/:hash", byHash);
}

/** POST /api/media/pre-transcode/{hash}?bitRate= (no body): starts encoding the track ahead of its turn. */
export function requestPreTranscode(
  track: QueueTrack,
  bitRate: TranscodeBitRate,
): Promise<PreTranscodeResponse> {
  const { byIndex, byHash } = target(track, bitRate);
  return byIndex
    ? api.post("/media/pre-transcode/:id/:index", byIndex)
    : api.post("/media/pre-transcode/:hash", byHash);
}
