// Runs ONNX models with onnxruntime-node for tests/run.py: one node process
// for the whole e2e suite.
//
//   node tests/ort_run.js JOBS.json
//
// JOBS.json: [{"id", "model", "dir", "opt"?, "sets": [{"inputs": [{"name",
// "dtype", "shape", "file", "optional"?}], "prefix"}]}], files relative to "dir"; an
// input marked "optional" is fed only if the model has an input of that name. "opt" is
// onnxruntime-node's graphOptimizationLevel ('disabled', 'basic', 'extended',
// 'all'); without it the session gets ONNX Runtime's default, as users run it. For each job this
// prints one JSON line {"start": id} before loading the model (so the runner
// knows which model hung or crashed the process), then one line
// {"done": id, "error"?, "outputNames", "sets": [{"error"?, "outputs":
// [{"name", "dtype", "shape", "file"}]}]}, having written each output's raw
// little-endian bytes to dir/<prefix>.out<J>.bin. Comparison is the runner's.
'use strict';

const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');

// onnxruntime-node from the repository's own node_modules (npm ci at the root).
const repoRequire = createRequire(path.join(__dirname, '..', 'package.json'));
const ort = repoRequire('onnxruntime-node');

const ARRAYS = {
  float32: Float32Array, float64: Float64Array, float16: Uint16Array,
  int64: BigInt64Array, int32: Int32Array, int16: Int16Array,
  int8: Int8Array, uint8: Uint8Array, bool: Uint8Array,
};

function readTensor(dir, t) {
  const Arr = ARRAYS[t.dtype];
  if (!Arr) throw new Error(`input ${t.name}: dtype ${t.dtype} cannot be fed to onnxruntime-node`);
  const buf = fs.readFileSync(path.join(dir, t.file));
  const copy = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
  return new ort.Tensor(t.dtype, new Arr(copy), t.shape);
}

function writeTensor(dir, file, t) {
  const d = t.data;
  if (!ArrayBuffer.isView(d)) throw new Error(`output of type ${t.type} is not a numeric tensor`);
  fs.writeFileSync(path.join(dir, file), Buffer.from(d.buffer, d.byteOffset, d.byteLength));
}

function message(e) {
  return String(e && e.message ? e.message : e).split('\n')[0];
}

async function runSet(sess, job, set) {
  const feeds = {};
  for (const t of set.inputs) {
    // "optional": a module's parameter, fed where the model has an input of its name
    if (t.optional && !sess.inputNames.includes(t.name)) continue;
    feeds[t.name] = readTensor(job.dir, t);
  }
  const res = await sess.run(feeds);
  const outputs = [];
  sess.outputNames.forEach((name, j) => {
    const t = res[name];
    const file = `${set.prefix}.out${j}.bin`;
    writeTensor(job.dir, file, t);
    outputs.push({ name, dtype: t.type, shape: Array.from(t.dims), file });
  });
  return { outputs };
}

async function runJob(job) {
  const done = { done: job.id, sets: [] };
  let sess;
  try {
    const opts = { intraOpNumThreads: 1, interOpNumThreads: 1, logSeverityLevel: 3 };
    if (job.opt) opts.graphOptimizationLevel = job.opt;
    sess = await ort.InferenceSession.create(job.model, opts);
  } catch (e) {
    done.error = 'ONNX Runtime cannot load the model: ' + message(e);
    return done;
  }
  done.inputNames = sess.inputNames;
  done.outputNames = sess.outputNames;
  for (const set of job.sets) {
    try {
      done.sets.push(await runSet(sess, job, set));
    } catch (e) {
      done.sets.push({ error: message(e) });
    }
  }
  if (sess.release) await sess.release();
  return done;
}

async function main() {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const job of jobs) {
    process.stdout.write(JSON.stringify({ start: job.id }) + '\n');
    process.stdout.write(JSON.stringify(await runJob(job)) + '\n');
  }
}

// bench/ort_latency/ort_latency.js reads and feeds tensors as this runner does
module.exports = { ort, readTensor, message };

if (require.main === module)
  main().catch((e) => {
    process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
    process.exit(2);
  });
