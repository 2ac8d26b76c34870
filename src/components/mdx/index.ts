/** Components available in every MDX guide and article without an import. */
import Callout from './Callout.astro';
import Checkpoint from '../learning/Checkpoint.astro';
import Cite from './Cite.astro';
import Explorable from '../explorables/Explorable.astro';
import Figure from './Figure.astro';
import NoGlossary from './NoGlossary.astro';

export const mdxComponents = { Callout, Checkpoint, Cite, Explorable, Figure, NoGlossary };
