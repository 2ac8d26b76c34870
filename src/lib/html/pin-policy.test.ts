import { describe, expect, it } from 'vitest';
import { parse, serialize } from 'parse5';
import {
	cspHash,
	knownScripts,
	pinPolicy,
	pinPolicyStep,
	unknownScriptMessage,
} from './pin-policy';
import { finishPage, type PageStep } from './page-steps';

const meta = (policy: string) => `<meta http-equiv="content-security-policy" content="${policy}">`;
const POLICY = `default-src 'self';img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval' ${cspHash('a')} ${cspHash('b')} ${cspHash('astro')}; style-src 'self' ${cspHash('s')} ${cspHash('t')};`;
const known = knownScripts({ head: 'c', paint: 'm', unused: 'z' });

function pin(html: string, islandScripts = new Set<string>()) {
	const unknown: string[] = [];
	const policy = pinPolicy(POLICY, parse(html), {
		known,
		islandScripts,
		onUnknown: (script) => unknown.push(script),
	});
	return { policy, unknown };
}

describe('pinPolicy', () => {
	it('lists exactly the hashes of the known inline scripts and the styles on the page', () => {
		const html = `<head><style>t</style><script>c</script><script type="module">m</script></head><body><script>c</script></body>`;
		expect(pin(html)).toEqual({
			policy: `default-src 'self';img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval' ${cspHash('c')} ${cspHash('m')}; style-src 'self' ${cspHash('t')};`,
			unknown: [],
		});
	});

	it('ignores external scripts and data blocks such as JSON-LD', () => {
		const html = `<head><script type="application/ld+json">{}</script><script type="module" src="/a.js"></script></head>`;
		expect(pin(html).policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
	});

	it('reports an inline script that is not ours, and leaves it out of the policy', () => {
		const { policy, unknown } = pin('<head><script>evil()</script><script>c</script></head>');
		expect(unknown).toEqual(['evil()']);
		expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${cspHash('c')};`);
	});

	it("allows Astro's island scripts only where Astro wrote them and only when Astro's policy lists them", () => {
		const html = '<head><script>astro</script><script>b</script></head>';
		// Listed by Astro but not found before an island: unknown.
		expect(pin(html).unknown).toEqual(['astro', 'b']);
		// Found before an island, and listed: allowed. Found before an island but not listed: unknown.
		const { policy, unknown } = pin(html, new Set(['astro', 'b', 'x']));
		expect(policy).toContain(`${cspHash('astro')} ${cspHash('b')};`);
		expect(pin('<script>x</script>', new Set(['x'])).unknown).toEqual(['x']);
		expect(unknown).toEqual([]);
	});
});

describe('pinPolicyStep', () => {
	const failing = pinPolicyStep({
		known: knownScripts({ head: 'c' }),
		onUnknown: (_page, script) => {
			throw new Error(unknownScriptMessage(script));
		},
	});

	it('rewrites the page’s <meta> policy', () => {
		const html = `<!DOCTYPE html><html><head>${meta(POLICY)}<script>c</script></head><body></body></html>`;
		const out = finishPage(html, 'index.html', [failing]).html;
		expect(out).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
		expect(out).not.toContain(cspHash('a'));
		expect(serialize(parse(out))).toBe(out);
	});

	it('fails the build naming the page, the step and the script', () => {
		const html = `<html><head>${meta(POLICY)}<script>unlisted()</script></head></html>`;
		expect(() => finishPage(html, 'topics/x.html', [failing])).toThrow(
			/^topics\/x\.html: pin content security policy: carries an inline script that is not in src\/inline-scripts\/registry\.ts.*"unlisted\(\)"/,
		);
	});

	it('pins a policy given in a header when the page has no <meta>', () => {
		const steps: PageStep[] = [failing];
		const { policy } = finishPage('<script>c</script>', '/glossary/bias', steps, POLICY);
		expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[\w+/=]+';/);
		expect(policy).not.toContain(cspHash('a'));
	});
});
