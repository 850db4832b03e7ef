import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const f = process.argv[2], want = process.argv[3];
const code = readFileSync(f, 'utf8');
const map = new TraceMap(JSON.parse(readFileSync(f + '.map', 'utf8')));
const lines = code.split('\n');
let out = '';
for (let l = 0; l < lines.length; l++) {
  const line = lines[l]; let cur = '';
  for (let c = 0; c < line.length; c++) {
    const p = originalPositionFor(map, { line: l + 1, column: c });
    const s = (p.source || '?');
    if (s.endsWith(want)) cur += line[c]; else if (cur) { out += cur + '\n---\n'; cur=''; }
  }
  if (cur) out += cur + '\n---\n';
}
console.log(out);
