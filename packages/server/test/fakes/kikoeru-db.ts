import { createHash } from "node:crypto";
import SqliteDriver from "better-sqlite3";

/**
 * kikoeru-express databases written with its own DDL (reference anchor-backend.md §2.1–2.3, as knex emits it):
 * `number178` is a 0.6.7 database at its last migration, `upstream` an upstream 0.6.2 one that stopped at
 * `20221231013326` (no work timestamps, lyric status, memo, play history or translate tasks).
 */
const COMMON = `
CREATE TABLE knex_migrations (id integer not null primary key autoincrement, name varchar(255), batch integer, migration_time datetime);
CREATE TABLE \`t_circle\` (\`id\` integer not null primary key autoincrement, \`name\` varchar(255) not null);
CREATE TABLE \`t_tag\` (\`id\` integer not null primary key autoincrement, \`name\` varchar(255) not null);
CREATE TABLE \`t_va\` (\`id\` varchar(255) not null primary key, \`name\` varchar(255) not null);
CREATE TABLE \`r_tag_work\` (\`tag_id\` integer, \`work_id\` integer, foreign key(\`tag_id\`) references \`t_tag\`(\`id\`), foreign key(\`work_id\`) references \`t_work\`(\`id\`), primary key (\`tag_id\`, \`work_id\`));
CREATE TABLE \`r_va_work\` (\`va_id\` varchar(255), \`work_id\` integer, foreign key(\`va_id\`) references \`t_va\`(\`id\`) on update CASCADE on delete CASCADE, foreign key(\`work_id\`) references \`t_work\`(\`id\`) on update CASCADE on delete CASCADE, primary key (\`va_id\`, \`work_id\`));
CREATE TABLE \`t_user\` (\`name\` varchar(255) not null, \`password\` varchar(255) not null, \`group\` varchar(255) not null, primary key (\`name\`));
CREATE TABLE \`t_review\` (\`user_name\` varchar(255) not null, \`work_id\` varchar(255) not null, \`rating\` integer, \`review_text\` varchar(255), \`created_at\` datetime default CURRENT_TIMESTAMP, \`updated_at\` datetime default CURRENT_TIMESTAMP, \`progress\` varchar(255), foreign key(\`user_name\`) references \`t_user\`(\`name\`) on delete CASCADE, foreign key(\`work_id\`) references \`t_work\`(\`id\`) on delete CASCADE, primary key (\`user_name\`, \`work_id\`));
`;

const WORK_067 = `
CREATE TABLE \`t_work\` (\`id\` integer not null primary key autoincrement, \`root_folder\` varchar(255) not null, \`dir\` varchar(255) not null, \`title\` varchar(255) not null, \`circle_id\` integer not null, \`nsfw\` boolean, \`release\` varchar(255), \`dl_count\` integer, \`price\` integer, \`review_count\` integer, \`rate_count\` integer, \`rate_average_2dp\` float, \`rate_count_detail\` text, \`rank\` text, \`created_at\` datetime not null default CURRENT_TIMESTAMP, \`updated_at\` datetime not null default CURRENT_TIMESTAMP, \`lyric_status\` varchar(255), \`memo\` json, foreign key(\`circle_id\`) references \`t_circle\`(\`id\`));
CREATE INDEX \`t_work_index\` on \`t_work\` (\`circle_id\`, \`release\`, \`dl_count\`, \`review_count\`, \`price\`, \`rate_average_2dp\`);
CREATE TABLE \`t_play_histroy\` (\`user_name\` varchar(255) not null, \`work_id\` integer not null, \`created_at\` datetime default CURRENT_TIMESTAMP, \`updated_at\` datetime default CURRENT_TIMESTAMP, \`state\` varchar(255) not null, foreign key(\`user_name\`) references \`t_user\`(\`name\`) on delete CASCADE, foreign key(\`work_id\`) references \`t_work\`(\`id\`) on delete CASCADE, primary key (\`user_name\`, \`work_id\`));
CREATE TABLE \`t_translate_task\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime default CURRENT_TIMESTAMP, \`updated_at\` datetime default CURRENT_TIMESTAMP, \`work_id\` integer not null default '0', \`audio_path\` varchar(255) not null default '', \`status\` integer not null default '0', \`worker_name\` varchar(255) not null default '', \`worker_status\` varchar(255) not null default '', \`secret\` varchar(255) not null default '', foreign key(\`work_id\`) references \`t_work\`(\`id\`));
`;

const WORK_062 = `
CREATE TABLE \`t_work\` (\`id\` integer not null primary key autoincrement, \`root_folder\` varchar(255) not null, \`dir\` varchar(255) not null, \`title\` varchar(255) not null, \`circle_id\` integer not null, \`nsfw\` boolean, \`release\` varchar(255), \`dl_count\` integer, \`price\` integer, \`review_count\` integer, \`rate_count\` integer, \`rate_average_2dp\` float, \`rate_count_detail\` text, \`rank\` text, foreign key(\`circle_id\`) references \`t_circle\`(\`id\`));
`;

/** The staticMetadata view: works joined (INNER) to their voice actors and (LEFT) to their tags. */
const VIEW = `
CREATE VIEW staticMetadata AS SELECT baseQueryWithVA.*, json_object('tags', json_group_array(json_object('id', t_tag.id, 'name', t_tag.name))) AS tagObj
FROM (SELECT baseQuery.*, json_object('vas', json_group_array(json_object('id', t_va.id, 'name', t_va.name))) AS vaObj
  FROM (SELECT t_work.id, t_work.title, t_work.circle_id, t_circle.name, json_object('id', t_work.circle_id, 'name', t_circle.name) AS circleObj, t_work.nsfw, t_work.release, t_work.dl_count, t_work.price, t_work.review_count, t_work.rate_count, t_work.rate_average_2dp, t_work.rate_count_detail, t_work.rank
    FROM t_work JOIN t_circle ON t_circle.id = t_work.circle_id) AS baseQuery
  JOIN r_va_work ON r_va_work.work_id = baseQuery.id JOIN t_va ON t_va.id = r_va_work.va_id GROUP BY baseQuery.id) AS baseQueryWithVA
LEFT JOIN r_tag_work ON r_tag_work.work_id = baseQueryWithVA.id LEFT JOIN t_tag ON t_tag.id = r_tag_work.tag_id GROUP BY baseQueryWithVA.id;
`;

/** kikoeru's stored password: md5(password + md5secret), hex (reference §3.2). */
export const kikoeruHash = (password: string, md5secret: string) =>
  createHash("md5")
    .update(password + md5secret)
    .digest("hex");

export type KikoeruGeneration = "number178" | "upstream";

/** Creates an empty kikoeru database of that generation and returns it open for the test to fill. */
export function createKikoeruDb(file: string, generation: KikoeruGeneration): SqliteDriver.Database {
  const db = new SqliteDriver(file);
  db.exec(COMMON + (generation === "number178" ? WORK_067 : WORK_062) + VIEW);
  return db;
}

/** Inserts rows into a kikoeru table; a column a row leaves out gets the table's default. */
export function insertRows(db: SqliteDriver.Database, table: string, rows: Record<string, unknown>[]): void {
  db.transaction(() => {
    for (const row of rows) {
      const columns = Object.keys(row);
      db.prepare(
        `insert into ${table} (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      ).run(...columns.map((c) => row[c] as never));
    }
  })();
}
