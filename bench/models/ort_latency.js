// bench/models/run.py's ONNX Runtime timing: node ort_latency.js MODEL INPUT_NAME IN.bin
// C,H,W... N prints the median and the minimum of N runs in milliseconds (after 2 warm-up
// runs), one intra-op and one inter-op thread, default optimization level, batch 1.
'use strict';
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');
const ort = createRequire(path.join(__dirname, '..', '..', 'package.json'))('onnxruntime-node');

async function main() {
  const [model, name, file, dims, n] = process.argv.slice(2);
  const sess = await ort.InferenceSession.create(model, {
    intraOpNumThreads: 1, interOpNumThreads: 1, logSeverityLevel: 3 });
  const buf = fs.readFileSync(file);
  const data = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  const feeds = { [name]: new ort.Tensor('float32', data, [1].concat(dims.split(',').map(Number))) };
  for (let i = 0; i < 2; i++) await sess.run(feeds);
  const times = [];
  for (let i = 0; i < Number(n); i++) {
    const t0 = process.hrtime.bigint();
    await sess.run(feeds);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${times[Math.floor(times.length / 2)].toFixed(2)} ${times[0].toFixed(2)}\n`);
}
main().catch((e) => { process.stderr.write(String(e && e.message ? e.message : e) + '\n'); process.exit(1); });
