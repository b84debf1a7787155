// Writes public/assets/podcast/trailer.wav: the podcast's six-second sound logo (a rising C-major
// arpeggio over a soft pad), 8 kHz 8-bit mono PCM, about 48 KB. Run once: npx node scripts/generate-podcast-trailer.ts
import { writeFile } from "node:fs/promises";

const sampleRate = 8000;
const seconds = 6;
const samples = sampleRate * seconds;
const notes = [523.25, 659.25, 783.99, 1046.5]; // C5 E5 G5 C6
const pad = [261.63, 329.63, 392.0]; // C4 E4 G4

const data = Buffer.alloc(samples);
for (let i = 0; i < samples; i++) {
  const t = i / sampleRate;
  let value = 0;
  notes.forEach((frequency, n) => {
    const start = n * 0.6;
    if (t >= start)
      value += 0.22 * Math.sin(2 * Math.PI * frequency * (t - start)) * Math.exp(-(t - start) * 1.6);
  });
  const swell = Math.min(1, t / 1.5) * Math.min(1, (seconds - t) / 1.5);
  for (const frequency of pad) value += 0.06 * swell * Math.sin(2 * Math.PI * frequency * t);
  data[i] = Math.round(128 + 127 * Math.max(-1, Math.min(1, value)));
}

const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(sampleRate, 24);
header.writeUInt32LE(sampleRate, 28); // byte rate
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write("data", 36);
header.writeUInt32LE(data.length, 40);

await writeFile("public/assets/podcast/trailer.wav", Buffer.concat([header, data]));
console.log(`wrote public/assets/podcast/trailer.wav (${44 + data.length} bytes)`);
