/** "1 term" / "N terms": every count of glossary terms a reader sees. */
export function termCountLabel(count: number): string {
	return `${count} ${count === 1 ? 'term' : 'terms'}`;
}
