import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import AttentionWeights from './AttentionWeights';
import BytePairEncoding from './BytePairEncoding';
import ClassificationThreshold from './ClassificationThreshold';
import ConvolutionKernel from './ConvolutionKernel';
import GradientDescent from './GradientDescent';
import KMeans from './KMeans';
import OverfittingDegree from './OverfittingDegree';
import QLearningGrid from './QLearningGrid';
import SamplingTemperature from './SamplingTemperature';
import SingleNeuron from './SingleNeuron';
import WordVectors from './WordVectors';

const EXPLORABLES: [string, ComponentType][] = [
	['AttentionWeights', AttentionWeights],
	['BytePairEncoding', BytePairEncoding],
	['ClassificationThreshold', ClassificationThreshold],
	['ConvolutionKernel', ConvolutionKernel],
	['GradientDescent', GradientDescent],
	['KMeans', KMeans],
	['OverfittingDegree', OverfittingDegree],
	['QLearningGrid', QLearningGrid],
	['SamplingTemperature', SamplingTemperature],
	['SingleNeuron', SingleNeuron],
	['WordVectors', WordVectors],
];

afterEach(() => history.replaceState(null, '', '/'));

/** What a reader is told about the view: the words, the picture's description and the view's link. */
function told(figure: HTMLElement) {
	return [
		figure.querySelector('[aria-live]')!.textContent,
		within(figure).getByRole('img').getAttribute('aria-label'),
		within(figure).getByRole('link', { name: 'Link to this view' }).getAttribute('href'),
	].join('\n');
}

/** Moves a slider to the end of its range farthest from where it is. */
function moveFar(slider: HTMLInputElement) {
	const { min, max, value } = slider;
	const far = Number(value) - Number(min) > Number(max) - Number(value) ? min : max;
	fireEvent.change(slider, { target: { value: far } });
}

describe.each(EXPLORABLES)('%s', (_, Explorable) => {
	test('every control changes what the reader is told', () => {
		render(<Explorable />);
		const figure = screen.getByRole('figure');
		expect(figure.querySelector('[aria-live]')!.textContent!.length).toBeGreaterThan(20);
		const controls = [
			...within(figure).queryAllByRole('slider'),
			...within(figure)
				.queryAllByRole('radio')
				.filter((radio) => !(radio as HTMLInputElement).checked),
			...within(figure)
				.queryAllByRole('button')
				.filter((button) => !/^Reset/.test(button.textContent ?? '')),
		];
		expect(controls.length).toBeGreaterThan(0);
		for (const control of controls) {
			const before = told(figure);
			if (control instanceof HTMLInputElement && control.type === 'range') moveFar(control);
			else fireEvent.click(control);
			expect(told(figure), control.getAttribute('name') ?? control.textContent ?? '').not.toBe(
				before,
			);
		}
	});
});

describe('Explorable views', () => {
	test("the page's address sets the view, and the link gives it back", () => {
		history.replaceState(null, '', '/topics/optimisation?lr=1.2&x0=-3');
		render(<GradientDescent />);
		const rate = screen.getByRole('slider', { name: 'Learning rate η' }) as HTMLInputElement;
		expect(rate.value).toBe('1.2');
		expect(screen.getByRole('link', { name: 'Link to this view' }).getAttribute('href')).toMatch(
			/lr=1\.2/,
		);
		expect(screen.getByRole('figure').querySelector('[aria-live]')!.textContent).toMatch(
			/Learning rate 1\.2/,
		);
	});

	test('the link of the default view carries no settings', () => {
		render(<GradientDescent />);
		expect(screen.getByRole('link', { name: 'Link to this view' }).getAttribute('href')).toBe(
			'#explore-gradient-descent',
		);
	});

	test('k-means steps forward one step at a time, and Reset goes back to the starting centroids', () => {
		render(<KMeans />);
		const figure = screen.getByRole('figure');
		const said = () => figure.querySelector('[aria-live]')!.textContent;
		expect(said()).toMatch(/^k = 3, step 1:/);
		const step = within(figure)
			.getAllByRole('button')
			.find((button) => !/^Reset/.test(button.textContent ?? ''))!;
		fireEvent.click(step);
		fireEvent.click(step);
		expect(said()).toMatch(/^k = 3, step 3:/);
		fireEvent.click(within(figure).getByRole('button', { name: /^Reset/ }));
		expect(said()).toMatch(/^k = 3: 3 starting centroids/);
	});
});
