/**
 * Glossary constants shared by the browser and the server. Kept apart from schema.ts so islands
 * can use them without bundling zod.
 */
export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTY_LEVELS)[number];

export const CATEGORY_TYPES = ['all', 'primary', 'secondary'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
