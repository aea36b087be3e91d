// WebVTT captions from the cues a recording collected (text with start and end in seconds).

function timestamp(seconds) {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const minutes = Math.floor(totalMs / 60_000);
  const ms = totalMs % 60_000;
  return `${String(minutes).padStart(2, '0')}:${String(Math.floor(ms / 1000)).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** The WebVTT file of `cues` ({ text, start, end }), one numbered cue each. */
export function webVtt(cues) {
  const blocks = cues.map(
    (cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
