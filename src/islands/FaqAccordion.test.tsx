import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import FaqAccordion from './FaqAccordion';

test('the arrow keys move between the questions and go round, Home and End jump to the ends', () => {
	render(
		<FaqAccordion>
			{['One', 'Two', 'Three'].map((question) => (
				<details key={question}>
					<summary>{question}</summary>
					<p>Answer</p>
				</details>
			))}
		</FaqAccordion>,
	);
	const question = (name: string) => screen.getByText(name);
	const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
	question('One').focus();
	press('ArrowUp');
	expect(document.activeElement).toBe(question('Three'));
	press('ArrowDown');
	expect(document.activeElement).toBe(question('One'));
	press('End');
	expect(document.activeElement).toBe(question('Three'));
	press('Home');
	expect(document.activeElement).toBe(question('One'));
	press('x');
	expect(document.activeElement).toBe(question('One'));
});
