import { text } from './messages.js';

/**
 * The words every pre-rendered control shows until its element is defined, shared by the labs and the
 * companions; a message id, so a lab says it in its reader's language (`tr`).
 */
export const PENDING_TEXT = text('Interactive once its script runs.');
