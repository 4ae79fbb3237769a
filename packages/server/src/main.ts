/** CLI entry: refuse unsupported Node versions in one sentence before loading anything that might not run. */
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 6)) {
  console.error(`Kikoeru 需要 Node.js 20.6 或更高版本，当前是 ${process.version}，请升级 Node.js 后再启动。`);
  process.exit(1);
}
const { start } = await import("./boot.ts");
await start(process.argv.slice(2), process.env);
