import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { clampZoom, zoomStore } from '../lib/zoom';

interface Props {
	src: string;
	alt: string;
	width: number;
	height: number;
	/** Slider maximum in percent: 200 on most pages, 150 on some. */
	max?: number;
	/** Load eagerly (the image at the top of a page). */
	eager?: boolean;
}

/**
 * An image the reader can zoom. Clicking (or Enter/Space on) an inactive image activates it and
 * deactivates every other image; a slider from 100 to `max` then scales it. Clicking the active
 * image, another image or anywhere outside, or pressing Escape, resets it to 100.
 */
export default function ZoomableImage({ src, alt, width, height, max = 200, eager = false }: Props) {
	const id = useId();
	const activeId = useSyncExternalStore(zoomStore.subscribe, zoomStore.get, () => null);
	const active = activeId === id;
	const [zoom, setZoom] = useState(100);
	const root = useRef<HTMLDivElement>(null);

	// Deactivated (by another image, outside click or Escape): back to 100.
	useEffect(() => {
		if (!active) setZoom(100);
	}, [active]);

	useEffect(() => {
		if (!active) return;
		const onPointerDown = (event: PointerEvent) => {
			if (!root.current?.contains(event.target as Node)) zoomStore.set(null);
		};
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'Escape') zoomStore.set(null);
		};
		document.addEventListener('pointerdown', onPointerDown);
		document.addEventListener('keydown', onKeyDown);
		return () => {
			document.removeEventListener('pointerdown', onPointerDown);
			document.removeEventListener('keydown', onKeyDown);
		};
	}, [active]);

	const sliderId = `${id}-zoom`;
	return (
		<div ref={root} className="zoomable" data-active={active ? 'true' : 'false'}>
			<button
				type="button"
				className="zoomable-frame"
				aria-expanded={active}
				aria-controls={sliderId}
				onClick={() => zoomStore.set(active ? null : id)}
			>
				<span className="sr-only">{active ? 'Stop zooming image' : 'Zoom image'}</span>
				<img
					src={src}
					alt={alt}
					width={width}
					height={height}
					loading={eager ? 'eager' : 'lazy'}
					decoding="async"
					className="zoomable-img"
					style={zoom !== 100 ? { transform: `scale(${zoom / 100})` } : undefined}
				/>
			</button>
			<div id={sliderId} className="zoomable-controls" hidden={!active}>
				<label htmlFor={`${sliderId}-input`} className="text-sm font-medium">
					Zoom
				</label>
				<input
					id={`${sliderId}-input`}
					type="range"
					min={100}
					max={max}
					step={5}
					value={zoom}
					aria-valuetext={`${zoom}%`}
					onChange={(event) => setZoom(clampZoom(Number(event.target.value), max))}
				/>
				<output htmlFor={`${sliderId}-input`} className="w-12 text-right text-sm tabular-nums">
					{zoom}%
				</output>
			</div>
		</div>
	);
}
