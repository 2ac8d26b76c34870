/**
 * An HTTPS front speaking HTTP/2 for the local server, for measuring pages as Netlify's CDN
 * serves them (HTTP/2 over TLS) rather than as `npm start` does (HTTP/1.1, plain HTTP).
 *
 * Why it matters: over HTTP/1.1 a page's second and third parallel requests (its hero image,
 * the favicon) each open a new connection, and Lighthouse's simulated mobile throttling charges
 * each a full connection setup, so it puts the largest paint about 150 ms after the first even
 * when, observed, both happen in the same frame. Over HTTP/2 every request shares one warm
 * connection, as in production.
 *
 *   openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -days 7 \
 *     -keyout .data/h2-key.pem -out .data/h2-cert.pem
 *   UPSTREAM=http://localhost:8888 PORT=8443 node scripts/h2-front.ts
 *   lighthouse https://localhost:8443/ --chrome-flags="--ignore-certificate-errors …"
 *
 * Measurement only: it forwards every request unchanged to UPSTREAM and drops the hop-by-hop
 * headers HTTP/2 forbids; it is not part of `npm start` or of any deploy.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { ROOT } from './lib.ts';

const upstream = new URL(process.env.UPSTREAM ?? 'http://localhost:8888');
const port = Number(process.env.PORT ?? 8443);
const HOP_BY_HOP = new Set([
	'connection',
	'keep-alive',
	'proxy-connection',
	'transfer-encoding',
	'upgrade',
]);

const server = createSecureServer(
	{
		key: readFileSync(process.env.TLS_KEY ?? join(ROOT, '.data/h2-key.pem')),
		cert: readFileSync(process.env.TLS_CERT ?? join(ROOT, '.data/h2-cert.pem')),
		allowHTTP1: true,
	},
	(req, res) => {
		const headers: Record<string, string | string[]> = { host: upstream.host };
		for (const [name, value] of Object.entries(req.headers))
			if (!name.startsWith(':') && name !== 'host' && value !== undefined) headers[name] = value;
		const forward = request(
			{ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
			(answer) => {
				const kept: Record<string, string | string[]> = {};
				for (const [name, value] of Object.entries(answer.headers))
					if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
				res.writeHead(answer.statusCode ?? 502, kept);
				answer.pipe(res);
			},
		);
		forward.on('error', () => {
			if (!res.headersSent) res.writeHead(502);
			res.end();
		});
		req.pipe(forward);
	},
);

server.listen(port, () =>
	console.log(`HTTP/2 front on https://localhost:${port} for ${upstream.origin}`),
);
