// bench/models/run.py's ONNX Runtime timing: node ort_latency.js INPUT_NAME IN.bin C,H,W... N
// MODEL... prints, one line per MODEL, the median and the minimum of N runs in milliseconds
// (after 2 warm-up runs), one intra-op and one inter-op thread, default optimization level,
// batch 1.  Two models (ours and PyTorch's export) are timed in turns, one run of each in
// every round, so that what else the machine does falls on both alike: timed one after the
// other, the same model's medians moved by 5% between the two slots.
'use strict';
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');
const ort = createRequire(path.join(__dirname, '..', '..', 'package.json'))('onnxruntime-node');

async function main() {
  const [name, file, dims, n, ...models] = process.argv.slice(2);
  const sessions = [];
  for (const model of models)
    sessions.push(await ort.InferenceSession.create(model, {
      intraOpNumThreads: 1, interOpNumThreads: 1, logSeverityLevel: 3 }));
  const buf = fs.readFileSync(file);
  const data = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  const feeds = { [name]: new ort.Tensor('float32', data, [1].concat(dims.split(',').map(Number))) };
  for (const s of sessions)
    for (let i = 0; i < 2; i++) await s.run(feeds);
  const times = sessions.map(() => []);
  for (let i = 0; i < Number(n); i++)
    for (let k = 0; k < sessions.length; k++) {
      const t0 = process.hrtime.bigint();
      await sessions[k].run(feeds);
      times[k].push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  for (const t of times) {
    t.sort((a, b) => a - b);
    process.stdout.write(`${t[Math.floor(t.length / 2)].toFixed(2)} ${t[0].toFixed(2)}\n`);
  }
}
main().catch((e) => { process.stderr.write(String(e && e.message ? e.message : e) + '\n'); process.exit(1); });
