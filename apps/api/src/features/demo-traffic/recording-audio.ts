/** 8 kHz, 8-bit mono: a few seconds stay small (8 KB a second). */
const SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;

/** Tones of a short made-up call: a ring, a recording beep, then "voices" (warbling tones) taking turns. */
function toneAt(second: number, random: () => number, pitches: readonly number[]): number {
  if (second < 0.8) return Math.sin(2 * Math.PI * 440 * second) + Math.sin(2 * Math.PI * 480 * second);
  if (second < 1.0) return 0;
  if (second < 1.25) return 1.4 * Math.sin(2 * Math.PI * 1400 * second);
  const turn = Math.floor((second - 1.25) / 0.6);
  const pitch = pitches[turn % pitches.length]!;
  const syllable = Math.sin(Math.PI * (((second - 1.25) / 0.15) % 1));
  return syllable * Math.sin(2 * Math.PI * pitch * second) * 0.9 + (random() - 0.5) * 0.05;
}

/**
 * A WAV file synthesized without the network, for the simulator's call recordings: `seconds` of
 * audio (at most 6) as 8-bit PCM with its RIFF header.
 */
export function synthesizeRecording(seconds: number, random: () => number = Math.random): Buffer {
  const length = Math.round(Math.min(Math.max(seconds, 1), 6) * SAMPLE_RATE);
  const wav = Buffer.alloc(HEADER_BYTES + length);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + length, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(length, 40);
  const pitches = [180 + random() * 60, 240 + random() * 80];
  for (let index = 0; index < length; index += 1) {
    const value = toneAt(index / SAMPLE_RATE, random, pitches) * 0.25;
    wav.writeUInt8(Math.max(0, Math.min(255, Math.round(128 + value * 127))), HEADER_BYTES + index);
  }
  return wav;
}
