/** The 26 capital letters of the glossary's letter bar and A–Z index. */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
