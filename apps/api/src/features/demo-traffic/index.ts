export { startDemoSimulator } from './demo-simulator';
export { replayCall, replayCallEvent, replayLead } from './past-traffic';
export { synthesizeRecording } from './recording-audio';
export { startSimulator } from './simulator';
export {
  type CallScript,
  callScript,
  HOUR_WEIGHTS,
  type Random,
  randomLead,
  randomPhone,
  type ZipData,
} from './traffic';
