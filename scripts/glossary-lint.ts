/**
 * `npm run glossary:lint`: checks every term file in content/glossary/terms against the
 * glossary's editorial rules (src/lib/glossary/lint.ts) and prints what to improve, per term.
 * Exits with 1 when a file cannot be read or a rule is broken.
 */
import { readTermFiles } from '../src/server/glossary-seed.ts';
import { formatFindings, lintGlossary } from '../src/lib/glossary/lint.ts';
import { ROOT } from './lib.ts';

process.chdir(ROOT);
const { terms, errors } = readTermFiles(process.env.GLOSSARY_TERMS_DIR || undefined);
for (const e of errors) console.log(`${e.file}: ${e.message}`);
const findings = lintGlossary(terms);
if (findings.length) console.log(formatFindings(findings));
const affected = new Set(findings.map((f) => f.slug)).size;
console.log(
	`${terms.length} terms checked: ${findings.length ? `${findings.length} findings in ${affected} terms` : 'no findings'}${errors.length ? `, ${errors.length} unreadable files` : ''}.`,
);
process.exit(findings.length || errors.length ? 1 : 0);
