import { codeOfWorkId, formatWorkCode } from "@kikoeru/contract";
import { parse } from "node-html-parser";
import type { ProviderContext } from "./types.ts";

const LATIN = /[A-Za-z]/;

/**
 * Voice actors from HVDB's work page (RJ works only): the links to `CVWorks`. With several names, those
 * containing Latin letters are romanisations of the others and are dropped (reference §4.3).
 */
export async function fetchHvdbVas(ctx: ProviderContext, id: number): Promise<string[]> {
  if (codeOfWorkId(id).prefix !== "RJ") return [];
  const url = `${ctx.settings.hvdbBaseUrl}/Dashboard/WorkDetails/${formatWorkCode(id).slice(2)}`;
  const root = parse(await ctx.http.text(url, { signal: ctx.signal }));
  const names = [
    ...new Set(
      root
        .querySelectorAll('a[href*="CVWorks"]')
        .map((a) => a.text.trim())
        .filter((n) => n !== ""),
    ),
  ];
  return names.length <= 1 ? names : names.filter((n) => !LATIN.test(n));
}
