/** German messages, keyed by the English text (see `src/parts/messages.ts`); loaded only on a German page. */
import type { Catalog } from '../parts/messages.js';

const de: Catalog = {
  'Inputs in detail': 'Eingaben im Detail',
  'Assumptions and limits': 'Annahmen und Grenzen',
  'Export or copy HTML': 'Exportieren oder HTML kopieren',
  'Export a worksheet below.': 'Unten lässt sich ein Arbeitsblatt exportieren.',
};
export default de;
