/**
 * What every page read answers for a page the viewer may not see (missing, removed, blocked, or
 * not for a child): one message, so a hidden page cannot be told from a missing one.
 */
export const PAGE_NOT_FOUND = 'This page does not exist or has been removed.';
