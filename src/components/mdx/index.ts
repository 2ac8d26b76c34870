/** Components available in every MDX guide and article without an import. */
import Callout from './Callout.astro';
import Checkpoint from '../learning/Checkpoint.astro';
import Cite from './Cite.astro';
import Figure from './Figure.astro';
import NoGlossary from './NoGlossary.astro';

export const mdxComponents = { Callout, Checkpoint, Cite, Figure, NoGlossary };
