/**
 * /glossary's HTML budget (brotli; its stylesheet is carried in the page, about 9.7 KB of it). The
 * build's page is checked against it in budgets.test.ts, and the page as it would be at 10 000
 * terms in glossary-scale.test.ts.
 */
export const GLOSSARY_HTML_BUDGET = 20 * 1024;
