// bench/models/seq.py's ONNX Runtime timing: node ort_seq_latency.js JOB.json
// JOB: {"runs": N, "models": [FILE, ...], "feeds": [{"name", "dtype", "shape", "file"}],
// "sessions": S}; the same feeds for every model.  Prints, one line per model, the median
// and the minimum of N runs of each of its S sessions (default 4) in milliseconds, pooled
// (after 2 warm-up runs), one intra-op and one inter-op thread,
// default optimization level; the models timed in turns, one run of each in every round
// (as ort_latency.js), so that what else the machine does falls on all alike, each round
// starting at the next session.  Several sessions per model, created in a snake order (the
// models forward, then backward, and again), because on this machine a session created
// earlier runs slower than one created later: eight sessions of the same word language
// model, created in turn, take 7.2, 6.4, 6.1, 5.9, 5.7, 5.3, 5.1 and 5.2 ms at sequence
// length 1 (median of 150 runs each), a trend far larger than what the files compared
// differ by; the snake gives every model the same mean place in it.
'use strict';
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');
const ort = createRequire(path.join(__dirname, '..', '..', 'package.json'))('onnxruntime-node');

const ARRAYS = { float32: Float32Array, int64: BigInt64Array, bool: Uint8Array };

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const copies = Number(job.sessions || 4), sessions = [], owner = [], n = job.models.length;
  for (let c = 0; c < copies; c++)
    for (let i = 0; i < n; i++) {
      const m = c % 2 ? n - 1 - i : i;
      sessions.push(await ort.InferenceSession.create(job.models[m], {
        intraOpNumThreads: 1, interOpNumThreads: 1, logSeverityLevel: 3 }));
      owner.push(m);
    }
  const feeds = {};
  for (const f of job.feeds) {
    const buf = fs.readFileSync(f.file);
    const A = ARRAYS[f.dtype];
    const data = new A(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
    feeds[f.name] = new ort.Tensor(f.dtype, data, f.shape);
  }
  const mine = sessions.map((s) => Object.fromEntries(
    s.inputNames.map((n) => [n, feeds[n]])));
  for (let k = 0; k < sessions.length; k++)
    for (let i = 0; i < 2; i++) await sessions[k].run(mine[k]);
  const times = job.models.map(() => []);
  for (let i = 0; i < Number(job.runs); i++)
    for (let j = 0; j < sessions.length; j++) {
      const k = (i + j) % sessions.length;
      const t0 = process.hrtime.bigint();
      await sessions[k].run(mine[k]);
      times[owner[k]].push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  for (const t of times) {
    t.sort((a, b) => a - b);
    process.stdout.write(`${t[Math.floor(t.length / 2)].toFixed(2)} ${t[0].toFixed(2)}\n`);
  }
}
main().catch((e) => { process.stderr.write(String(e && e.message ? e.message : e) + '\n'); process.exit(1); });
