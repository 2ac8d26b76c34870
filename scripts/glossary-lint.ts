/**
 * `npm run glossary:lint`: checks every term file in content/glossary/terms against the
 * glossary's editorial rules (src/lib/glossary/lint.ts), with the related links recorded as one-way
 * in content/glossary/one-way-links.json, and prints what to improve, per term.
 * Exits with 1 when a file cannot be read or a rule is broken.
 *
 * `npm run glossary:lint -- --fix` first adds every missing link back (B lists A when A lists B and
 * the link is not recorded as one-way), writing the changed files as glossary:export writes them,
 * then checks. Run it after new terms arrive: the terms they list then list them.
 */
import {
	GLOSSARY_TERMS_DIR,
	readOneWayLinks,
	readTermFiles,
	writeTermFile,
} from '../src/server/glossary-seed.ts';
import { addReverseLinks, formatFindings, lintGlossary } from '../src/lib/glossary/lint.ts';
import { ROOT } from './lib.ts';

process.chdir(ROOT);
const dir = process.env.GLOSSARY_TERMS_DIR || GLOSSARY_TERMS_DIR;
const read = () => {
	const files = readTermFiles(dir);
	const oneWay = readOneWayLinks(dir);
	return { terms: files.terms, links: oneWay.links, errors: [...files.errors, ...oneWay.errors] };
};

let { terms, links, errors } = read();
if (process.argv.includes('--fix') && errors.length)
	console.log('Nothing fixed: make every file readable first.');
else if (process.argv.includes('--fix')) {
	const { changed, added, blocked } = addReverseLinks(terms, links);
	for (const term of changed) writeTermFile(dir, term);
	console.log(`Added ${added.length} links back in ${changed.length} term files.`);
	if (blocked.length)
		console.log(
			`${blocked.length} links not added: the term already has as many related terms as a term may hold:\n  ${blocked.map((l) => `${l.to} ← ${l.from}`).join('\n  ')}`,
		);
	({ terms, links, errors } = read());
}
for (const e of errors) console.log(`${e.file}: ${e.message}`);
const findings = lintGlossary(terms, links);
if (findings.length) console.log(formatFindings(findings));
const affected = new Set(findings.map((f) => f.slug)).size;
console.log(
	`${terms.length} terms checked: ${findings.length ? `${findings.length} findings in ${affected} terms` : 'no findings'}${errors.length ? `, ${errors.length} unreadable files` : ''}.`,
);
// Not process.exit(): it can cut off output still being written to a pipe.
process.exitCode = findings.length || errors.length ? 1 : 0;
