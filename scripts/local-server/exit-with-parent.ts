/**
 * Loaded first (`node --import`) into a background build: ends it when the server that started it
 * is gone. A server killed outright (kill -9) cannot stop its child, which would otherwise run on
 * as an orphan, using a core and hundreds of megabytes for a build nobody will serve.
 *
 * The server names itself in BUILD_PARENT_PID, so a server gone before this runs is noticed too.
 */
const startedBy = Number(process.env.BUILD_PARENT_PID) || process.ppid;
const check = () => {
	// An orphan is adopted by another process (init, or a subreaper): its parent id changes.
	if (process.ppid !== startedBy) process.exit(1);
};
check();
setInterval(check, 1000).unref();

export {};
