// load_ort.js: onnxruntime-node for the unit checks' node scripts (emit_check.js,
// ort_kernels.js), found through NODE_PATH, the node_modules beside the repository root, or
// /tmp/ortt/node_modules (the shared experiment install), in that order; null if none.
'use strict';
const path = require('path');

module.exports = function loadOrt() {
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
};
