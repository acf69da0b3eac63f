// bench/ort_latency/run.py's ONNX Runtime timing, one node process for all cases:
//
//   node ort_latency.js JOBS.json N
//
// JOBS.json: [{"id", "dir", "models": [FILE...], "sets": [{"inputs": [{"name", "dtype",
// "shape", "file", "optional"?}], "outputs": [{"dtype", "shape", "file"}]}]}], the sets
// as tests/lib/truth.py's manifest.json has them, files relative to "dir". Every model
// gets one intra-op and one inter-op thread and ONNX Runtime's default optimization level,
// as users run it. A model is fed the inputs it has (PyTorch's export takes a module's
// parameters as initializers where a `weights: none` case feeds them as inputs). For
// each set: one run of each model whose outputs are checked against PyTorch's (the
// truth's files, by position), 2 warm-up runs, then N rounds of one run of each model in
// turns, so that what else the machine does falls on all alike (bench/models/
// ort_latency.js: timed one after the other, one model's medians moved by 5%).
// Prints for each job {"start": id} before it (a model that never ends is the parent's to
// kill), then {"id", "models": [{"error"?, "inputs", "unfed",
// "median": [ms per set], "right": [true|false|null per set]}]} (null: the outputs do
// not line up with the truth's, so they were not compared).
'use strict';

const fs = require('fs');
const path = require('path');
const { ort, readTensor, message } = require(path.join(__dirname, '..', '..', 'tests', 'ort_run.js'));

function close(a, b) {
  if (typeof a === 'bigint' || typeof b === 'bigint') return BigInt(a) === BigInt(b);
  if (Number.isNaN(a) && Number.isNaN(b)) return true;
  if (a === b) return true;
  return Math.abs(a - b) <= 1e-5 + 1e-4 * Math.abs(b);
}

// does the model's result match the truth's outputs? null where they do not line up
function right(res, names, dir, outs) {
  if (names.length !== outs.length) return null;
  for (let j = 0; j < outs.length; j++) {
    const t = res[names[j]];
    const w = outs[j];
    if (!t || !ArrayBuffer.isView(t.data) || t.type !== w.dtype || w.dtype === 'float16')
      return null;
    if (t.dims.length !== w.shape.length || t.dims.some((d, i) => d !== w.shape[i]))
      return false;
    const want = readTensor(dir, Object.assign({ name: 'out' + j }, w)).data;
    for (let i = 0; i < want.length; i++)
      if (!close(t.data[i], want[i])) return false;
  }
  return true;
}

async function runJob(job, n) {
  const models = [];
  for (const file of job.models) {
    const m = { file, median: [], right: [] };
    try {
      m.sess = await ort.InferenceSession.create(path.resolve(job.dir, file), {
        intraOpNumThreads: 1, interOpNumThreads: 1, logSeverityLevel: 3 });
      m.inputs = m.sess.inputNames;
      m.unfed = job.sets[0].inputs.filter((t) => !t.optional && !m.inputs.includes(t.name))
        .map((t) => t.name);
    } catch (e) {
      m.error = 'ONNX Runtime cannot load it: ' + message(e);
    }
    models.push(m);
  }
  for (const set of job.sets) {
    const live = models.filter((m) => !m.error);
    const feeds = live.map((m) => {
      const f = {};
      for (const t of set.inputs)
        if (m.inputs.includes(t.name)) f[t.name] = readTensor(job.dir, t);
      return f;
    });
    for (let k = 0; k < live.length; k++) {
      try {
        const res = await live[k].sess.run(feeds[k]);
        live[k].right.push(right(res, live[k].sess.outputNames, job.dir, set.outputs));
        await live[k].sess.run(feeds[k]);
        await live[k].sess.run(feeds[k]);
      } catch (e) {
        live[k].error = 'ONNX Runtime fails: ' + message(e);
      }
    }
    const timed = live.filter((m) => !m.error);
    const times = timed.map(() => []);
    for (let i = 0; i < n; i++)
      for (let k = 0; k < timed.length; k++) {
        const t0 = process.hrtime.bigint();
        await timed[k].sess.run(feeds[live.indexOf(timed[k])]);
        times[k].push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    timed.forEach((m, k) => {
      const t = times[k].sort((a, b) => a - b);
      m.median.push(t[Math.floor(t.length / 2)]);
    });
  }
  const out = { id: job.id, models: [] };
  for (const m of models) {
    if (m.sess && m.sess.release) await m.sess.release();
    out.models.push(m.error ? { error: m.error } :
      { inputs: m.inputs, unfed: m.unfed, median: m.median, right: m.right });
  }
  return out;
}

async function main() {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const n = Number(process.argv[3]);
  for (const job of jobs) {
    process.stdout.write(JSON.stringify({ start: job.id }) + '\n');
    let out;
    try {
      out = await runJob(job, n);
    } catch (e) {
      out = { id: job.id, error: message(e) };
    }
    process.stdout.write(JSON.stringify(out) + '\n');
  }
}

main().catch((e) => { process.stderr.write(String(e && e.stack ? e.stack : e) + '\n'); process.exit(2); });
