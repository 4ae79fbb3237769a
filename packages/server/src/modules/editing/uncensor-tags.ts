/**
 * DLsite genre names and the names they had before DLsite's 2024 renaming, per tag language
 * (`tagLanguage`). Tags are matched by their current (renamed) name in that language: the genre ids could
 * not be checked offline, and DLsite gives every genre a distinct name, so the name picks the same genre.
 *
 * Source of every `ja-jp` entry: the renaming as DLsite showed it from 2024, recorded identically by several
 * public userscripts that revert it (e.g. "DLsite 屏蔽词还原" by Vinfall, and the word lists of other
 * "uncensor DLsite genre" scripts). Only entries on which these agree are listed. No `zh-cn`/`zh-tw` names
 * are listed yet: no source available here confirms them.
 */
export const UNCENSORED_TAGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "ja-jp": {
    "ざぁ～こ♡": "メスガキ",
    合意なし: "レイプ",
    ひよこ: "ロリ",
    ひよこババア: "ロリババア",
    閉じ込め: "監禁",
    超ひどい: "鬼畜",
    逆レ: "逆レイプ",
    "命令/無理矢理": "強制/無理矢理",
    近親もの: "近親相姦",
    責め苦: "拷問",
    "トランス/暗示": "催眠",
    動物なかよし: "獣姦",
    精神支配: "洗脳",
    秘密さわさわ: "痴漢",
    しつけ: "調教",
    下僕: "奴隷",
    回し: "輪姦",
    虫えっち: "蟲姦",
    モブおじさん: "モブ姦",
    異種えっち: "異種姦",
    機械責め: "機械姦",
    すやすやえっち: "睡眠姦",
    "トランス/暗示ボイス": "催眠音声",
  },
};
