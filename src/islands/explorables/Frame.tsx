/**
 * What every explorable shares: its frame (title, what to notice, the picture, the words that say
 * what the picture shows, the controls and a link to the view), its settings' state, read from the
 * page's address, and the catch-up with controls the reader moved before the island hydrated.
 *
 * The site stylesheet is on every page, so explorables use only classes it already has (the
 * budgets test fails when it grows): the series colours below, and the layout utilities used here.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
	readView,
	snap,
	viewQuery,
	type ChoiceSetting,
	type NumberSetting,
	type Settings,
	type ViewState,
} from '../../lib/explorables/view-state';

/** Colours of the picture's series (SVG strokes and fills use `currentColor`), both themes. */
export const SERIES = [
	'text-brand-700 dark:text-brand-300',
	'text-rose-800 dark:text-rose-200',
	'text-emerald-800 dark:text-emerald-300',
	'text-amber-900 dark:text-amber-200',
] as const;
/** Axes, grid lines and labels. */
export const MUTED = 'text-slate-600 dark:text-slate-400';

/**
 * The explorable's settings: the defaults (the picture the server renders), overridden by the
 * page's address (`?lr=1.2`) once hydrated, and by any control the reader moved before that.
 */
export function useView<T extends Settings, S extends ViewState>(
	settings: T,
	defaults: S,
): {
	view: S;
	set: (patch: Partial<S>) => void;
	/** One setting's control props (name, range or options, value, change): spread into `Slider` or `Choice`. */
	bind: <K extends keyof T & keyof S & string>(
		name: K,
	) => T[K] & { name: K; value: S[K]; onChange: (value: S[K]) => void };
	/** What the frame needs of the view: spread it into `ExplorableFrame`. */
	frame: Pick<FrameProps, 'view' | 'defaults' | 'form'>;
} {
	const [view, setView] = useState<S>(defaults);
	const form = useRef<HTMLFormElement>(null);
	useEffect(() => {
		const moved: ViewState = {};
		const elements = form.current?.elements;
		for (const [name, setting] of Object.entries(settings)) {
			const control = elements?.namedItem(name);
			if (control instanceof HTMLInputElement && !('options' in setting)) {
				const value = Number(control.value);
				if (value !== defaults[name]) moved[name] = snap(value, setting);
			} else if (control instanceof RadioNodeList && control.value !== defaults[name])
				moved[name] = control.value;
		}
		// Read once, after hydration: read during render, the address and the moved controls would
		// not match the server's HTML, and React would throw the hydrated markup away.
		// eslint-disable-next-line react-hooks/set-state-in-effect
		setView({ ...defaults, ...readView(location.search, settings), ...moved });
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);
	return {
		view,
		set: (patch) => setView((current) => ({ ...current, ...patch })),
		bind: (name) => ({
			...settings[name],
			name,
			value: view[name],
			onChange: (value) => setView((current) => ({ ...current, [name]: value })),
		}),
		frame: { view, defaults, form },
	};
}

/** The figure's picture: an SVG as wide as the frame, its fixed viewBox setting its height. */
export function Picture({
	viewBox,
	label,
	children,
}: {
	viewBox: string;
	/** What the picture shows, for a reader who cannot see it. */
	label: string;
	children: ReactNode;
}) {
	return (
		<svg viewBox={viewBox} className="w-full" role="img" aria-label={label}>
			{children}
		</svg>
	);
}

interface FrameProps {
	slug: string;
	title: string;
	/** What to notice, in one or two sentences: the caption a reader without JavaScript gets. */
	notice: string;
	/** The picture: an SVG with a fixed viewBox, so hydration moves nothing. */
	picture: ReactNode;
	/** The words for the current view, said in a polite live region as it changes. */
	said: string;
	/** The controls: `Slider`, `Choice` and buttons. */
	children: ReactNode;
	view: ViewState;
	defaults: ViewState;
	form: React.RefObject<HTMLFormElement | null>;
}

/** The explorable's figure. Its id (`explore-{slug}`) is what term pages and /explore link to. */
export function ExplorableFrame({
	slug,
	title,
	notice,
	picture,
	said,
	children,
	view,
	defaults,
	form,
}: FrameProps) {
	const id = `explore-${slug}`;
	return (
		<figure id={id} data-explorable={slug} className="card my-8 p-4">
			<figcaption>
				<span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
				<span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{notice}</span>
			</figcaption>
			<div className="mt-3">{picture}</div>
			<p aria-live="polite" className="mt-3 text-sm text-slate-800 dark:text-slate-200">
				{said}
			</p>
			<form ref={form} className="mt-3" onSubmit={(e) => e.preventDefault()}>
				{children}
			</form>
			<p className="mt-3 text-sm">
				<a className="link" href={`${viewQuery(view, defaults)}#${id}`}>
					Link to this view
				</a>
			</p>
		</figure>
	);
}

interface SliderProps extends NumberSetting {
	name: string;
	label: string;
	value: number;
	onChange: (value: number) => void;
	/** How the value reads beside the label; the number itself by default. */
	format?: (value: number) => string;
}

/** A labelled range input with its value shown beside the label. */
export function Slider({ name, label, value, onChange, format = String, ...range }: SliderProps) {
	const id = useId();
	return (
		<div className="mt-2">
			<label htmlFor={id} className="flex justify-between gap-3 text-sm">
				<span>{label}</span>
				<span aria-hidden="true" className="font-semibold tabular-nums">
					{format(value)}
				</span>
			</label>
			<input
				id={id}
				name={name}
				type="range"
				className="min-h-11 w-full"
				value={value}
				aria-valuetext={format(value)}
				{...range}
				onChange={(e) => onChange(snap(Number(e.currentTarget.value), range))}
			/>
		</div>
	);
}

interface ChoiceProps extends ChoiceSetting {
	name: string;
	legend: string;
	/** Each option's words, in the order of `options`. */
	labels: readonly string[];
	value: string;
	onChange: (value: string) => void;
}

/** A group of radio buttons, each 24 px (the smallest target WCAG 2.2 allows). */
export function Choice({ name, legend, options, labels, value, onChange }: ChoiceProps) {
	return (
		<fieldset className="mt-2">
			<legend className="text-sm">{legend}</legend>
			<div className="flex flex-wrap gap-x-4">
				{options.map((option, i) => (
					<label key={option} className="flex min-h-11 items-center gap-2 text-sm">
						<input
							type="radio"
							className="h-6 w-6 shrink-0"
							name={name}
							value={option}
							checked={value === option}
							onChange={() => onChange(option)}
						/>
						{labels[i]}
					</label>
				))}
			</div>
		</fieldset>
	);
}
