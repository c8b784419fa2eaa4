/** The desktop layout's breakpoint (Tailwind `lg`): sidebar beside the screen, tool rail. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * The colouring screen's rail layout: desktops and phones held sideways. The same query is the
 * `rail:` variant in styles.css (CSS cannot read it from here); change both together.
 */
export const RAIL_QUERY = '(min-width: 64rem), (orientation: landscape) and (max-height: 32rem)';
