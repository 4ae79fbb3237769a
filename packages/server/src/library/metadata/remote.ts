import { message, said } from "@kikoeru/contract";
import { reasonOf } from "../said-error.ts";
import { fetchDlsite } from "./dlsite.ts";
import { fetchHvdbVas } from "./hvdb.ts";
import { fetchPeer } from "./peer.ts";
import { MetadataError, type ProviderContext, type WorkMetadata } from "./types.ts";

/**
 * Remote metadata, providers in order: DLsite (page or product JSON, plus the ajax figures), HVDB for the
 * voice actors when DLsite lists none, and the peer when DLsite fails. A provider whose base URL is empty is
 * switched off. Throws MetadataError naming every provider's reason when none succeeds.
 */
export async function fetchRemoteMetadata(ctx: ProviderContext, id: number): Promise<WorkMetadata> {
  const reasons: string[] = [];
  let metadata: WorkMetadata | null = null;
  if (ctx.settings.dlsiteBaseUrl) {
    try {
      metadata = await fetchDlsite(ctx, id);
    } catch (error) {
      ctx.signal?.throwIfAborted();
      reasons.push(`DLsite: ${(error as Error).message}`);
    }
  }
  if (metadata && metadata.vas.length === 0 && ctx.settings.hvdbBaseUrl) {
    try {
      const vas = await fetchHvdbVas(ctx, id);
      if (vas.length > 0) {
        metadata.vas = vas;
        ctx.log("info", said("metadata.hvdbVas", { vas: vas.join("、") }));
      }
    } catch (error) {
      ctx.signal?.throwIfAborted();
      ctx.log("warn", said("metadata.hvdbFailed", { reason: reasonOf(error) }));
    }
  }
  if (!metadata && ctx.settings.metadataPeerBaseUrl) {
    try {
      metadata = await fetchPeer(ctx, id);
    } catch (error) {
      ctx.signal?.throwIfAborted();
      reasons.push(`peer: ${(error as Error).message}`);
    }
  }
  if (!metadata) throw new MetadataError(reasons.join("；") || message("metadata.noSource"));
  return metadata;
}
