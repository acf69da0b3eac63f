// emit_check.js: runs ONNX models with onnxruntime-node for emit_check.py.
// Reads a JSON list of runs from stdin: [{model, feeds: {name: {type, dims, data}}}, ...]
// and writes, in order, [{outputs: {name: {type, dims, data}}} | {error: "..."}, ...].
// onnxruntime-node is found by load_ort.js.
'use strict';

const loadOrt = require('./load_ort');

// typed arrays per ONNX element type name, as ORT's Tensor wants them
function toTensor(ort, f) {
	let data;
	if (f.type === 'int64')
		data = BigInt64Array.from(f.data.map((v) => BigInt(v)));
	else if (f.type === 'bool')
		data = Uint8Array.from(f.data.map((v) => (v ? 1 : 0)));
	else if (f.type === 'float64')
		data = Float64Array.from(f.data);
	else
		data = Float32Array.from(f.data);
	return new ort.Tensor(f.type, data, f.dims);
}

function fromTensor(t) {
	const data = Array.from(t.data, (v) => (typeof v === 'bigint' ? Number(v) : Number(v)));
	return {type: t.type, dims: Array.from(t.dims), data};
}

async function runOne(ort, r) {
	try {
		const s = await ort.InferenceSession.create(r.model);
		const feeds = {};
		for (const [k, f] of Object.entries(r.feeds))
			feeds[k] = toTensor(ort, f);
		const out = await s.run(feeds);
		const outputs = {};
		for (const k of s.outputNames)
			outputs[k] = fromTensor(out[k]);
		return {outputs};
	} catch (e) {
		return {error: String(e && e.message ? e.message : e)};
	}
}

async function main() {
	const ort = loadOrt();
	if (!ort) {
		process.stdout.write(JSON.stringify({noort: true}));
		return;
	}
	let text = '';
	for await (const chunk of process.stdin)
		text += chunk;
	const runs = JSON.parse(text);
	const res = [];
	for (const r of runs)
		res.push(await runOne(ort, r));
	process.stdout.write(JSON.stringify(res));
}

main();
