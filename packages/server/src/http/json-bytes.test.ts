import { describe, expect, it } from "vitest";
import { joinBytes } from "./json-bytes.ts";

describe("joinBytes", () => {
  it("joins cached UTF-8 pieces and text (ASCII or not) into the bytes of their concatenation", () => {
    const card = Buffer.from('{"title":"ささやき 耳かき"');
    const joined = joinBytes(["[", card, ',"review":"良い😊"}', ",", card, "}]"]);
    const text = '[{"title":"ささやき 耳かき","review":"良い😊"},{"title":"ささやき 耳かき"}]';
    expect(joined.equals(Buffer.from(text))).toBe(true);
    expect(JSON.parse(joined.toString("utf8"))).toEqual(JSON.parse(text));
  });

  it("gives an empty buffer for no pieces", () => {
    expect(joinBytes([]).length).toBe(0);
  });
});
