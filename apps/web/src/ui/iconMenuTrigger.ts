/** The look of most icon menus' trigger, shared by the look-alike shown until the menu's code loads. */
export const iconMenuTrigger = 'flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-muted';
