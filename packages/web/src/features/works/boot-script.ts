import { apiUrl } from "../../shared/api-url.ts";
import { recordEarlySeed, startEarly } from "../../shared/early-requests.ts";
import { colorSchemeStorageKey, readStoredPreferences } from "../../shared/stored-preferences.ts";
import { storedToken } from "../../shared/stored-token.ts";
import { paintBootCards } from "./boot-cards.ts";
import { firstList } from "./first-list.ts";
import { randomSeed } from "./seed.ts";
import { worksRequest } from "./source.ts";

/**
 * Whether the last session check of this browser found sign-in required: without a token such a server
 * answers the list with 401, so the script does not ask for it. Unknown (a first visit) counts as not.
 */
const signInRequiredKey = "kikoeru-sign-in-required";

function rememberSignIn(answer: Promise<Response>): void {
  answer
    .then((response) => {
      if (response.status === 401) return true;
      // Read from a copy, before the app reads the body: this script's callbacks run first.
      return response.ok
        ? response
            .clone()
            .json()
            .then((me: { auth?: unknown }) => me.auth === true)
        : null;
    })
    .then((required) => {
      if (required !== null) localStorage.setItem(signInRequiredKey, String(required));
    })
    .catch(() => undefined);
}

/**
 * The script inlined into index.html (boot-script-plugin.ts), run while the page is parsed: on a slow
 * network the app's scripts take seconds to arrive, and only then would the session check and the first list
 * be asked for. It asks for them now, with the stored token and preferences, and the API client takes the
 * answers (shared/early-requests.ts); the first works are painted into the boot shell as they arrive. On a
 * cold start at a list it also fetches the list page's own files, named by the build in the script's
 * `data-first-route`, beside the app's.
 */
function boot(script: HTMLOrSVGScriptElement | null): void {
  // The shell takes the app's colour scheme when one was chosen (index.html's boot styles read it on <html>).
  const scheme = localStorage.getItem(colorSchemeStorageKey);
  if (scheme === "light" || scheme === "dark") document.documentElement.dataset.bootScheme = scheme;
  const token = storedToken();
  rememberSignIn(startEarly(apiUrl("/auth/me"), token));
  const preferences = readStoredPreferences();
  const list = firstList(location.pathname, location.search, preferences);
  if (!list || (!token && localStorage.getItem(signInRequiredKey) === "true")) return;
  const seed = randomSeed();
  recordEarlySeed({ key: list.key, seed });
  const request = worksRequest(list.source, list.filters, seed, list.page ?? 1);
  const answer = startEarly(apiUrl(request.path, request.params, request.query), token);
  // The shell's cards are the grid's: the list and cover-only views keep the grey placeholders.
  if (preferences.viewMode === "grid" && preferences.detailMode) paintBootCards(answer);
  // The body is not parsed yet: the shell's drawer place reads this from <html> too.
  if (!preferences.navbarOpen) document.documentElement.dataset.bootNav = "closed";
  for (const file of script?.dataset.firstRoute?.split(" ") ?? []) {
    const link = document.createElement("link");
    if (file.endsWith(".css")) Object.assign(link, { rel: "preload", as: "style" });
    else link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.append(link);
  }
}

boot(document.currentScript);
