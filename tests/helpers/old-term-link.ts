/**
 * The glossary browser's old in-place address of a term, /glossary?term={slug} (now only a
 * redirect to /glossary/{slug}), in any of the forms a link in HTML took: any address of /glossary
 * carrying a `term` parameter, however its `&` is written.
 */
export const OLD_TERM_LINK = /\/glossary\/?\?(?:[^"'\s>]*?(?:&|&amp;|&#38;))?term=/;
