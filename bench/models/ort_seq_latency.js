// bench/models/seq.py's ONNX Runtime timing: node ort_seq_latency.js JOB.json
// JOB: {"runs": N, "models": [FILE, ...], "feeds": [{"name", "dtype", "shape", "file"}]};
// the same feeds for every model.  Prints, one line per model, the median and the minimum
// of N runs in milliseconds (after 2 warm-up runs), one intra-op and one inter-op thread,
// default optimization level; the models timed in turns, one run of each in every round
// (as ort_latency.js), so that what else the machine does falls on all alike.
'use strict';
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');
const ort = createRequire(path.join(__dirname, '..', '..', 'package.json'))('onnxruntime-node');

const ARRAYS = { float32: Float32Array, int64: BigInt64Array, bool: Uint8Array };

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const sessions = [];
  for (const model of job.models)
    sessions.push(await ort.InferenceSession.create(model, {
      intraOpNumThreads: 1, interOpNumThreads: 1, logSeverityLevel: 3 }));
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
  const times = sessions.map(() => []);
  for (let i = 0; i < Number(job.runs); i++)
    for (let k = 0; k < sessions.length; k++) {
      const t0 = process.hrtime.bigint();
      await sessions[k].run(mine[k]);
      times[k].push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  for (const t of times) {
    t.sort((a, b) => a - b);
    process.stdout.write(`${t[Math.floor(t.length / 2)].toFixed(2)} ${t[0].toFixed(2)}\n`);
  }
}
main().catch((e) => { process.stderr.write(String(e && e.message ? e.message : e) + '\n'); process.exit(1); });
