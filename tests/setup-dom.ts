import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearQueryCache } from '../src/islands/hooks/use-query';

// jsdom has no layout: scrolling APIs are no-ops here.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
	cleanup();
	clearQueryCache();
});
