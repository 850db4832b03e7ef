/** The words every pre-rendered control shows until its element is defined, shared by the labs and the companions. */
export const PENDING_TEXT = 'Interactive once its script runs.';
