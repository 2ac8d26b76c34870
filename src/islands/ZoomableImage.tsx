import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { clampZoom } from '../lib/zoom';

interface LinkedImage {
	src: string;
	alt: string;
	width: number;
	height: number;
	/** The image at the top of a page: loaded first, with the highest priority. */
	eager?: boolean;
	children?: never;
}

interface InlinePicture {
	/**
	 * The picture, already in the page's HTML (an inline `<svg role="img">` with its own accessible
	 * name): it paints with the text, and its markup is not repeated in the island's props.
	 */
	children: ReactNode;
	src?: never;
	alt?: never;
	width?: never;
	height?: never;
	eager?: never;
}

type Props = (LinkedImage | InlinePicture) & {
	/** Slider maximum in percent: 200 on most pages, 150 on some. */
	max?: number;
};

/**
 * An image the reader can zoom. The image is a button that opens its zoom controls as a native
 * popover, so activation works before (and without) hydration: clicking or pressing an inactive
 * image opens its slider and closes any other image's, and clicking the image again, clicking
 * anywhere outside or pressing Escape closes it (the browser's light dismiss). React adds the
 * scaling: the slider scales the image from 100 to `max` percent, and closing resets it to 100.
 * The image is either linked (`src`, `alt`…) or given as children already in the page.
 */
export default function ZoomableImage({ max = 200, ...picture }: Props) {
	const controlsId = `${useId()}-zoom`;
	const [zoom, setZoom] = useState(100);
	const controls = useRef<HTMLDivElement>(null);
	const slider = useRef<HTMLInputElement>(null);

	useEffect(() => {
		// The slider may have moved while React was loading.
		if (slider.current) setZoom(clampZoom(slider.current.valueAsNumber, max));
		const popover = controls.current;
		const onToggle = (event: Event) => {
			if ((event as ToggleEvent).newState === 'closed') setZoom(100);
		};
		popover?.addEventListener('toggle', onToggle);
		return () => popover?.removeEventListener('toggle', onToggle);
	}, [max]);

	const scale: CSSProperties | undefined =
		zoom !== 100 ? { transform: `scale(${zoom / 100})` } : undefined;

	return (
		<div className="zoomable" data-works-before-hydration>
			<button
				type="button"
				className="zoomable-frame"
				popoverTarget={controlsId}
				aria-controls={controlsId}
				aria-expanded="false"
			>
				<span className="sr-only">Zoom image</span>
				{picture.src === undefined ? (
					<span className="zoomable-img" style={scale}>
						{picture.children}
					</span>
				) : (
					<img
						src={picture.src}
						alt={picture.alt}
						width={picture.width}
						height={picture.height}
						loading={picture.eager ? 'eager' : 'lazy'}
						fetchPriority={picture.eager ? 'high' : undefined}
						decoding={picture.eager ? 'sync' : 'async'}
						className="zoomable-img"
						style={scale}
					/>
				)}
			</button>
			<div ref={controls} id={controlsId} popover="auto" className="zoomable-controls">
				<label htmlFor={`${controlsId}-input`} className="text-sm font-medium">
					Zoom
				</label>
				<input
					ref={slider}
					id={`${controlsId}-input`}
					type="range"
					min={100}
					max={max}
					step={5}
					value={zoom}
					aria-valuetext={`${zoom}%`}
					onChange={(event) => setZoom(clampZoom(Number(event.target.value), max))}
				/>
				<output htmlFor={`${controlsId}-input`} className="w-12 text-right text-sm tabular-nums">
					{zoom}%
				</output>
			</div>
		</div>
	);
}
