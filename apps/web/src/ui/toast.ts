/**
 * Toasts without the toast library in the first load: the first toast asks for the Toaster (see
 * AppToaster, which loads sonner then), waits until it listens, then shows; later ones show at once.
 */
const listeners = new Set<() => void>();
let wanted = false;
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => (markListening = resolve));

/** What AppToaster follows: whether a toast has asked for the Toaster yet. */
export const toasterDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  /** The Toaster has mounted and subscribed: toasts from now on reach it. */
  listening: () => markListening(),
};

/** A button in the toast (Undo): what it says and does. */
interface ToastAction {
  label: string;
  onClick: () => void;
}

async function show(kind: 'success' | 'error', message: string, action?: ToastAction): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast: sonnerToast }] = await Promise.all([import('sonner'), listening]);
  sonnerToast[kind](message, { action });
}

export const toast = {
  success: (message: string, action?: ToastAction) => void show('success', message, action),
  error: (message: string) => void show('error', message),
};
