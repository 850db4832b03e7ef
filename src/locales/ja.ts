/** Japanese messages, keyed by the English text (see `src/parts/messages.ts`); loaded only on a Japanese page. */
import type { Catalog } from '../parts/messages.js';

const ja: Catalog = {
  'Inputs in detail': '入力の詳細',
  'Assumptions and limits': '前提と限界',
  'Export or copy HTML': 'エクスポートまたは HTML のコピー',
  'Export a worksheet below.': '下でワークシートをエクスポートできます。',
};
export default ja;
