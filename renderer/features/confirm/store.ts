import { create } from 'zustand';

/** A question for the confirm dialog; texts are already translated by the caller. */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' colours the confirm button for destructive actions. */
  tone?: 'default' | 'danger';
}

interface PendingConfirm extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

interface ConfirmState {
  pending: PendingConfirm | null;
  answer(confirmed: boolean): void;
}

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  pending: null,
  answer(confirmed) {
    const pending = get().pending;
    set({ pending: null });
    pending?.resolve(confirmed);
  },
}));

/** Asks the user; resolves true on confirm, false on cancel, Escape or a newer question. */
export function confirm(request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    useConfirmStore.getState().pending?.resolve(false);
    useConfirmStore.setState({ pending: { ...request, resolve } });
  });
}
