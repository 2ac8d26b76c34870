import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import ZoomableImage from './ZoomableImage';

describe('ZoomableImage', () => {
	test('a picture given as children sits in the zoom button, and the slider scales it', () => {
		render(
			<ZoomableImage max={150}>
				<svg role="img" aria-label="A diagram of the loop" width="800" height="450" />
			</ZoomableImage>,
		);
		const button = screen.getByRole('button', { name: /Zoom image/ });
		const picture = screen.getByRole('img', { name: 'A diagram of the loop' });
		expect(button.contains(picture)).toBe(true);
		expect(button.querySelector('img')).toBeNull();

		const slider = screen.getByRole('slider', { name: 'Zoom', hidden: true });
		expect(slider).toHaveProperty('max', '150');
		fireEvent.change(slider, { target: { value: '150' } });
		const scaled = picture.closest<HTMLElement>('.zoomable-img')!;
		expect(scaled.style.transform).toBe('scale(1.5)');
		fireEvent.change(slider, { target: { value: '100' } });
		expect(scaled.style.transform).toBe('');
	});

	test('a linked image keeps its size, alt text and loading hints', () => {
		render(<ZoomableImage src="/a.svg" alt="A linked diagram" width={800} height={450} eager />);
		const image = screen.getByRole('img', { name: 'A linked diagram' });
		expect(image.getAttribute('width')).toBe('800');
		expect(image.getAttribute('loading')).toBe('eager');
		expect(image.getAttribute('fetchpriority')).toBe('high');
		expect(image.classList.contains('zoomable-img')).toBe(true);
	});
});
