/** Spec §2: the left sidebar starts open when the window is wider than 425 px. */
const SIDEBAR_OPEN_ABOVE_WIDTH = 425;

export const sidebarOpenByDefault = (windowWidth: number): boolean => windowWidth > SIDEBAR_OPEN_ABOVE_WIDTH;
