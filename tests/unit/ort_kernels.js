// ort_kernels.js: for ort_kernels.py, loads each model named on stdin (a JSON list of paths)
// with onnxruntime-node at graphOptimizationLevel 'disabled' and writes a JSON list of
// "" (loaded) or the error message, in order (onnxruntime-node found by load_ort.js).
'use strict';

const loadOrt = require('./load_ort');

(async () => {
	const ort = loadOrt();
	if (!ort) {
		process.stdout.write('null\n');
		return;
	}
	const paths = JSON.parse(require('fs').readFileSync(0, 'utf8'));
	const out = [];
	for (const p of paths) {
		try {
			await ort.InferenceSession.create(p, {graphOptimizationLevel: 'disabled'});
			out.push('');
		} catch (e) {
			out.push(String(e.message || e));
		}
	}
	process.stdout.write(JSON.stringify(out) + '\n');
})();
