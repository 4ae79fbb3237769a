/** CSS variable holding the height the player takes at the bottom; page content pads by it. */
export const playerHeightVar = "--kikoeru-player-height";

/** Height of the bottom bar in px. */
export const barHeight = 64;

/** CSS variable holding the room the floating lyric line needs above the bar; page content pads by it too. */
export const lyricSpaceVar = "--kikoeru-lyric-space";
