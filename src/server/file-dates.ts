/**
 * When each file of a folder last changed, from git: the committer date of the newest commit that
 * touched it. Used for the "Last updated" date of glossary terms that came from files. Without git
 * or in a shallow clone (whose one commit would date every file), nothing is known: an empty map.
 */
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';

/** File name (without folder) → ISO date and time of its last commit. */
export function lastCommitDates(dir: string, cwd = process.cwd()): Map<string, string> {
	const dates = new Map<string, string>();
	try {
		const git = (...args: string[]) =>
			execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
		if (git('rev-parse', '--is-shallow-repository').trim() !== 'false') return dates;
		const log = git('log', '--format=%x01%cI', '--name-only', '--', dir);
		let date = '';
		for (const line of log.split('\n')) {
			if (line.startsWith('\x01')) date = line.slice(1);
			else if (line && date && !dates.has(basename(line))) dates.set(basename(line), date);
		}
	} catch {
		// No git here (an exported tarball, a sandbox without history): dates are unknown.
	}
	return dates;
}
