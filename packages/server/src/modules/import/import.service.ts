import fs from "node:fs";
import path from "node:path";
import {
  type AdminConfig,
  GROUPS,
  type Group,
  type ImportPhase,
  message,
  type RootFolder,
  said,
} from "@kikoeru/contract";
import type { DataPaths } from "../../config/data-dir.ts";
import { addKikoeruTokenKeys } from "../../config/kikoeru-token-keys.ts";
import type { Secrets } from "../../config/secrets.ts";
import type { LibraryRepo } from "../../library/library.repo.ts";
import { hashPassword, isLegacyHash, legacyHashWithSecret } from "../auth/index.ts";
import type { TracksRepo } from "../tracks/index.ts";
import type { ImportRepo, UserInsert } from "./import.repo.ts";
import { type ActivityScope, importHistory, importReviews, importTasks } from "./import-activity.ts";
import { type ImportKind, ImportReport } from "./import-report.ts";
import { copyCovers, type PlannedWork, planWorks, reportWorks, writeWorks } from "./import-works.ts";
import { type KikoeruConfig, readKikoeruConfig } from "./kikoeru-config.ts";
import { KikoeruSource, SourceError } from "./kikoeru-source.repo.ts";

export interface ImportOptions {
  db: string;
  config: string;
  /** kikoeru's covers folder; by default the one its config names. */
  covers?: string | undefined;
  /** kikoeru's AI lyric folder; by default `lyrics` beside its database. */
  lyrics?: string | undefined;
  /** kikoeru root alias → one of our roots, by name or path. */
  mapRoot: ReadonlyMap<string, string>;
  only: ReadonlySet<ImportKind>;
  dryRun: boolean;
  /** Told as each group starts (the admin page's progress bar). */
  onProgress?: ((phase: ImportPhase) => void) | undefined;
}

export interface ImportServiceDeps {
  repo: ImportRepo;
  library: LibraryRepo;
  tracks: TracksRepo;
  settings: AdminConfig;
  paths: DataPaths;
  coversDir: string;
  secrets: Secrets;
  /** Adds roots to our settings (a `--map-root` folder that was not one yet). */
  addRoots: (roots: RootFolder[]) => Promise<void>;
  log: (level: "info" | "warn" | "error", line: string) => void;
}

/**
 * Moves a kikoeru-express installation in (issue #16): works with their metadata, covers, users with their
 * passwords, reviews, play history and AI lyric tasks. Every group is idempotent (what is here stays, what was
 * imported is not imported twice) and written in its own transaction; a dry run plans the same and writes
 * nothing.
 */
export class ImportService {
  constructor(private readonly deps: ImportServiceDeps) {}

  async run(options: ImportOptions): Promise<ImportReport> {
    const started = Date.now();
    const kikoeru = readKikoeruConfig(options.config);
    const source = KikoeruSource.open(options.db);
    try {
      const report = new ImportReport(
        { db: options.db, config: options.config, generation: source.generation() },
        source.counts(),
        options.dryRun,
      );
      const wants = (kind: ImportKind) => options.only.has(kind);
      const works = source.works();
      let planned: PlannedWork[] = [];
      const phase = (name: ImportPhase) => options.onProgress?.(name);
      if (wants("works")) {
        phase("works");
        const { rootOf, roots, added } = this.rootsFor(source.aliases(), options.mapRoot, report);
        if (!options.dryRun && added.length > 0) await this.deps.addRoots(added);
        planned = await planWorks(works, roots, rootOf, await this.deps.repo.workIds(works.map((w) => w.id)));
        reportWorks(planned, report.groups.works);
        const from = options.covers ?? kikoeru.coversDir;
        await copyCovers(planned, from, this.deps.coversDir, report.groups.covers, options.dryRun);
        if (!options.dryRun) {
          const { library, coversDir } = this.deps;
          const settings = { ...this.deps.settings, rootFolders: roots };
          await writeWorks(
            planned,
            { repo: library, settings, coversDir, tagLanguage: kikoeru.tagLanguage },
            this.deps.log,
            report.groups.works,
          );
          if (planned.some((p) => p.action === "scan")) report.notes.push(said("import.noteScanned"));
        }
      }
      phase("users");
      const users = await this.importUsers(source, kikoeru, wants("users"), report, options.dryRun);
      const present = await this.deps.repo.workIds(works.map((w) => w.id));
      if (options.dryRun) for (const p of planned) present.add(p.work.id);
      const scope: ActivityScope = {
        source,
        repo: this.deps.repo,
        users,
        works: present,
        dryRun: options.dryRun,
      };
      phase("reviews");
      if (wants("reviews")) await importReviews(scope, report.groups.reviews);
      phase("history");
      if (wants("history")) await importHistory(scope, this.deps.tracks, report.groups.history);
      phase("tasks");
      if (wants("tasks")) {
        const lyricsFrom = options.lyrics ?? path.join(path.dirname(options.db), "lyrics");
        await importTasks(scope, { lyricsFrom, dataPaths: this.deps.paths }, report.groups.tasks);
      }
      report.elapsedMs = Date.now() - started;
      return report;
    } finally {
      source.close();
    }
  }

  /**
   * Our root for each alias the works use: the root of that name, or the one `--map-root` names (by name or
   * path). A `--map-root` path that is a folder but not yet a root becomes a root named after the alias.
   * Refuses, naming it, an alias with none (nothing is written before this).
   */
  private rootsFor(
    aliases: string[],
    mapRoot: ReadonlyMap<string, string>,
    report: ImportReport,
  ): { rootOf: (alias: string) => string; roots: RootFolder[]; added: RootFolder[] } {
    const roots = [...this.deps.settings.rootFolders];
    const added: RootFolder[] = [];
    const byAlias = new Map<string, RootFolder>();
    for (const alias of aliases) {
      const target = mapRoot.get(alias) ?? alias;
      const active = roots.filter((r) => !r.inactive);
      let root =
        active.find((r) => r.name === target) ??
        (path.isAbsolute(target)
          ? active.find((r) => path.resolve(r.path) === path.resolve(target))
          : undefined);
      if (!root && mapRoot.has(alias) && path.isAbsolute(target) && isFolder(target)) {
        if (roots.some((r) => r.name === alias)) {
          throw new SourceError(message("import.errorMapRoot", { value: `${alias}=${target}`, target }));
        }
        root = { name: alias, path: path.resolve(target), inactive: false };
        roots.push(root);
        added.push(root);
        const note = report.dryRun ? "import.noteRootToAdd" : "import.noteRootAdded";
        report.notes.push(said(note, { name: alias, path: root.path }));
      }
      if (!root) {
        throw new SourceError(
          mapRoot.has(alias)
            ? message("import.errorMapRoot", { value: `${alias}=${target}`, target })
            : message("import.errorAliasUnmapped", { alias }),
        );
      }
      byAlias.set(alias, root);
      report.roots.push({ alias, target: root.name, exists: fs.existsSync(root.path) });
    }
    return { rootOf: (alias) => byAlias.get(alias)!.name, roots, added };
  }

  /**
   * Creates kikoeru's accounts whose names are free here (a same-name account is never touched) and returns
   * every account the import created, now or in an earlier run. A hash made with another `md5secret` than ours
   * is kept with its secret; both kinds become Argon2id at the first login.
   */
  private async importUsers(
    source: KikoeruSource,
    kikoeru: KikoeruConfig,
    wanted: boolean,
    report: ImportReport,
    dryRun: boolean,
  ): Promise<Set<string>> {
    const all = source.users();
    const { taken, imported } = await this.deps.repo.users(all.map((u) => u.name));
    const created = new Set(imported);
    if (!wanted) return created;
    const group = report.groups.users;
    const sameSecret = kikoeru.md5secret === this.deps.secrets.md5Secret;
    const tokenKey = kikoeru.jwtsecret || null;
    const inserts: UserInsert[] = [];
    for (const user of all) {
      if (imported.has(user.name)) group.skip(user.name, said("import.skipAlreadyImported"));
      else if (taken.has(user.name)) group.skip(user.name, said("import.skipUserExists"));
      else {
        inserts.push({
          name: user.name,
          group: (GROUPS as readonly string[]).includes(user.group) ? (user.group as Group) : "user",
          password: await this.password(user.password, kikoeru.md5secret, sameSecret),
          legacyTokens: tokenKey !== null,
        });
        created.add(user.name);
      }
    }
    group.imported = inserts.length;
    if (inserts.length > 0 && !sameSecret) report.notes.push(said("import.noteSecret"));
    if (!dryRun && inserts.length > 0) {
      // The key first: accounts without it would refuse their old tokens, a key without its account is inert.
      if (tokenKey !== null && tokenKey !== this.deps.secrets.jwtSecret) {
        const names = inserts.map((user) => user.name);
        await addKikoeruTokenKeys(this.deps.paths.secretsFile, names, tokenKey);
      }
      await this.deps.repo.transaction((tx) => tx.insertUsers(inserts));
    }
    return created;
  }

  /** kikoeru's md5 hex as our login checks it; anything else is the literal its unused reset helper stored. */
  private password(stored: string, md5secret: string, sameSecret: boolean): Promise<string> | string {
    if (!isLegacyHash(stored)) return hashPassword(stored);
    return sameSecret ? stored.toLowerCase() : legacyHashWithSecret(stored, md5secret);
  }
}

function isFolder(target: string): boolean {
  try {
    return fs.statSync(target).isDirectory();
  } catch {
    return false;
  }
}
