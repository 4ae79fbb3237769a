import { demoWorks, type SampleWork } from "@kikoeru/server/tooling";

/** R-15 among the paging works (not adults-only, not all ages). */
export const r15Codes = ["RJ900005", "RJ900015", "RJ900025"];
/** A non-RJ code among the paging works: its card must show and link this code. */
export const bjCode = "BJ900030";

/** Extra works so the list has several pages (12 per page): RJ900001…RJ900029 and BJ900030. */
function pagingWorks(): SampleWork[] {
  return Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    const code = n === 30 ? bjCode : `RJ${900_000 + n}`;
    return {
      folder: `追加/${code}`,
      files: [
        { name: "cover.jpg", cover: { label: code, hue: (n * 53) % 360 } },
        { name: "01.wav", wav: { seconds: 1 } },
      ],
      metadata: {
        title: `テスト作品その${n}：とても長いタイトルで二行に収まるかどうかを確認するための作品`,
        circle: { id: 99001, name: "テスト工房" },
        vas: ["テスト声優"],
        tags: [{ id: 9901, name: "テスト" }],
        release: `2020-01-${String((n % 28) + 1).padStart(2, "0")}`,
        nsfw: n % 2 === 0,
        ...(r15Codes.includes(code) ? { age_category_string: "r15" } : {}),
        price: 100 * n,
        dl_count: 10 * n,
        rating: 3,
        rate_count: n,
        review_count: n % 5,
      },
    };
  });
}

/** Markup in every text field: it must show as text and never run. */
export const hostile = {
  code: "RJ777777",
  id: 777777,
  title: `<img src=x onerror="window.__xss=1">悪意のタイトル<script>window.__xss=2</script>`,
  circle: "<b>悪意サークル</b>",
  tag: "<i>悪意タグ</i>",
  va: `<u onmouseover="window.__xss=3">悪意声優</u>`,
};

function hostileWork(): SampleWork {
  return {
    folder: `${hostile.code} hostile`,
    files: [
      { name: "cover.jpg", cover: { label: hostile.code, hue: 0 } },
      { name: "<script>.wav", wav: { seconds: 1 } },
    ],
    metadata: {
      title: hostile.title,
      circle: hostile.circle,
      vas: [hostile.va],
      tags: [hostile.tag],
      release: "2019-05-05",
      nsfw: false,
      price: 1,
      dl_count: 1,
    },
  };
}

/** A work with nested folders, images and text for the file tree: RJ888888. */
export const treeWork = { code: "RJ888888", id: 888888, title: "ツリーの作品" };

function nestedWork(): SampleWork {
  return {
    folder: `${treeWork.code} ${treeWork.title}`,
    files: [
      { name: "cover.jpg", cover: { label: treeWork.code, hue: 200 } },
      { name: "Disc1/本編/01_はじめに.wav", wav: { seconds: 3 } },
      { name: "Disc1/本編/02_おわりに.wav", wav: { seconds: 75 } },
      { name: "Disc1/おまけ/bonus.wav", wav: { seconds: 2 } },
      { name: "Disc1/画像/a.jpg", cover: { label: "A", hue: 20 } },
      { name: "Disc1/画像/b.jpg", cover: { label: "B", hue: 120 } },
      { name: "Disc1/readme.txt", text: "読んでね\n" },
    ],
    metadata: {
      title: treeWork.title,
      circle: "ツリー工房",
      vas: ["木陰しずく"],
      tags: ["ASMR", "癒し"],
      release: "2024-02-02",
      nsfw: false,
      price: 990,
      dl_count: 321,
      rating: 4.2,
      rate_count: 12,
      review_count: 2,
    },
  };
}

/** The e2e library: the scanner colleagues' demo works plus paging, hostile and nested-folder works. */
export function e2eWorks(): SampleWork[] {
  return [...demoWorks(), ...pagingWorks(), hostileWork(), nestedWork()];
}

export const totalWorks = 12 + 30 + 2;
