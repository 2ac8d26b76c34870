import { describe, expect, it } from 'vitest';
import { pinCspHashes } from './pin-csp-hashes';

const hash = (text: string) => `'sha256-${text}'`;
const meta = (policy: string) => `<meta http-equiv="content-security-policy" content="${policy}">`;
const POLICY =
	"default-src 'self';img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b' 'sha256-c'; style-src 'self' 'sha256-s' 'sha256-t';";

describe('pinCspHashes', () => {
	it('lists exactly the hashes of the inline scripts and styles on the page', () => {
		const html = `<head>${meta(POLICY)}<style>t</style><script>c</script><script type="module">m</script></head><body><script>c</script></body>`;
		expect(pinCspHashes(html, hash)).toContain(
			meta(
				"default-src 'self';img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval' 'sha256-c' 'sha256-m'; style-src 'self' 'sha256-t';",
			),
		);
	});

	it('ignores external scripts and data blocks such as JSON-LD', () => {
		const html = `<head>${meta(POLICY)}<script type="application/ld+json">{}</script><script type="module" src="/a.js"></script></head>`;
		expect(pinCspHashes(html, hash)).toContain("script-src 'self' 'wasm-unsafe-eval';");
	});

	it('leaves a page without a policy unchanged', () => {
		const html = '<head><script>c</script></head>';
		expect(pinCspHashes(html, hash)).toBe(html);
	});
});
