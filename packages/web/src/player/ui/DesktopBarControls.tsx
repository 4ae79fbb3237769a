import { BarTransport } from "./BarTransport.tsx";
import classes from "./PlayerBar.module.css";
import { ProgressSlider } from "./ProgressSlider.tsx";
import { SpeedMenu, VolumeControl } from "./VolumeSpeed.tsx";

/**
 * What the bar carries on wide screens (loaded only there): transport above a seek row with both times, then
 * volume and speed, as desktop players do, so neither seeking nor the volume needs the expanded player.
 */
export default function DesktopBarControls() {
  return (
    <>
      <div className={classes.center}>
        <BarTransport compact />
        <ProgressSlider inline />
      </div>
      <div className={classes.right}>
        <VolumeControl maw={150} />
        <SpeedMenu />
      </div>
    </>
  );
}
