/** Every stylesheet a lab's shadow root needs, in cascade order; each lab appends its own. */
import { controlStyles } from './controls.js';
import { embedStyles } from './embed-code.js';
import { exportStyles } from './export-panel.js';
import { headerStyles } from './lab-header.js';
import { metricStyles } from './metrics.js';
import { noticeStyles } from './notices.js';
import { drawingStyles } from './reserve.js';
import { presetStyles } from './presets.js';
import { labStyles } from './styles.js';
import { sectionStyles } from './sections.js';
import { stickyStyles } from './sticky-figure.js';
import { tableStyles } from './tables.js';
import { timelineStyles } from './timeline-styles.js';

export const LAB_STYLES = [labStyles, headerStyles, noticeStyles, controlStyles, presetStyles, metricStyles, stickyStyles, sectionStyles, tableStyles, timelineStyles, exportStyles, embedStyles, drawingStyles];
