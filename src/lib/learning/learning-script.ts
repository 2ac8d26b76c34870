/** The inline script of a guide's or an article's first learning block: see learning-page.ts. */
import { startLearningPage } from './learning-page.ts';

startLearningPage();
