/**
 * Whether the browser is Safari-based on an iPhone/iPad (not desktop) running iOS 17.3 or later, where
 * consecutive tracks no longer autoplay in the background.
 */
export function isAffectedIos(userAgent: string, maxTouchPoints: number): boolean {
  const ipad = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  if (!/iPhone|iPad|iPod/.test(userAgent) && !ipad) return false;
  const os = /OS (\d+)_(\d+)/.exec(userAgent);
  const version = os ?? /Version\/(\d+)\.(\d+)/.exec(userAgent);
  if (!version) return false;
  const major = Number(version[1]);
  const minor = Number(version[2]);
  return major > 17 || (major === 17 && minor >= 3);
}
