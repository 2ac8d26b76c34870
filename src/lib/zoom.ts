/** Clamps a zoom slider value to [100, max]. */
export function clampZoom(value: number, max: number): number {
	if (!Number.isFinite(value)) return 100;
	return Math.min(max, Math.max(100, Math.round(value)));
}
