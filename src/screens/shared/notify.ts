import { toast } from 'react-toastify';

// Toasts sit at the top centre: 4000 ms by default, 2000 ms for success, at most 20 at once.
export const TOAST_DEFAULTS = { position: 'top-center', autoClose: 4000, limit: 20 } as const;
export const SUCCESS_TOAST_MS = 2000;

export const notify = {
  success: (message: string) => toast.success(message, { autoClose: SUCCESS_TOAST_MS }),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
