/**
 * An explorable's state in the page's address (`?lr=1.2`), so that a view can be shared: each
 * setting is a query parameter of its own, clamped to its control's range and snapped to its step
 * when read; a value that does not parse is ignored.
 */

/** A number setting, as its range input allows it. */
export interface NumberSetting {
	min: number;
	max: number;
	step: number;
}
/** A setting chosen among named options (radio buttons). */
export interface ChoiceSetting {
	options: readonly string[];
}
export type Setting = NumberSetting | ChoiceSetting;
export type Settings = Record<string, Setting>;
export type ViewState = Record<string, number | string>;

const decimals = (step: number) => (String(step).split('.')[1] ?? '').length;

/** `value` inside the setting's range, on its step grid (counted from `min`). */
export function snap(value: number, { min, max, step }: NumberSetting): number {
	const clamped = Math.min(max, Math.max(min, value));
	const snapped = min + Math.round((clamped - min) / step) * step;
	return Number(Math.min(max, snapped).toFixed(decimals(step)));
}

/** The settings the address names, valid ones only. */
export function readView(search: string, settings: Settings): ViewState {
	const params = new URLSearchParams(search);
	const view: ViewState = {};
	for (const [name, setting] of Object.entries(settings)) {
		const raw = params.get(name);
		if (raw === null || raw.trim() === '') continue;
		if ('options' in setting) {
			if (setting.options.includes(raw)) view[name] = raw;
		} else {
			const value = Number(raw);
			if (Number.isFinite(value)) view[name] = snap(value, setting);
		}
	}
	return view;
}

/** The query string that shares `state`: only the settings that differ from the defaults. */
export function viewQuery(state: ViewState, defaults: ViewState): string {
	const params = new URLSearchParams();
	for (const [name, value] of Object.entries(state))
		if (value !== defaults[name]) params.set(name, String(value));
	const query = params.toString();
	return query ? `?${query}` : '';
}
