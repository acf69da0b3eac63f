// ort_kernels.js: for ort_kernels.py, loads each model named on stdin (a JSON list of paths)
// with onnxruntime-node at graphOptimizationLevel 'disabled' and writes a JSON list of
// "" (loaded) or the error message, in order.  Found like emit_check.js finds it.
'use strict';
const path = require('path');

function loadOrt() {
	const root = path.resolve(__dirname, '..', '..');
	const tries = ['onnxruntime-node', path.join(root, 'node_modules', 'onnxruntime-node'),
		'/tmp/ortt/node_modules/onnxruntime-node'];
	for (const t of tries) {
		try {
			return require(t);
		} catch (e) {
			// try the next place
		}
	}
	return null;
}

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
